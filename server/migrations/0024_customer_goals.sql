-- A customer's monthly goals on their home page: games and hours a month, each optional (null: not set).
-- Progress is not stored: it is counted from the bookings of the month (docs/product/figures.md).
CREATE TABLE customer_goals (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  games_per_month integer CHECK (games_per_month BETWEEN 1 AND 100),
  hours_per_month integer CHECK (hours_per_month BETWEEN 1 AND 300),
  updated_at timestamptz NOT NULL DEFAULT now()
);
