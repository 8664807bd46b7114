-- Field search: a stored point for the radius search with a covering index, an index for the name
-- order, and a covering index for a card's first image. See docs/fields-performance.md.

-- The field's point on earthdistance's sphere (earth()), kept by PostgreSQL from latitude and
-- longitude on every write. Reading it costs nothing per row, whereas ll_to_earth() builds three
-- nested cubes and checks the earth domain each time it is called.
ALTER TABLE fields
  ADD COLUMN location cube GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)::cube) STORED;

-- Answers the radius box (location <@ box) and, from the index alone (an index-only scan on an
-- all-visible table: cube's GiST keys are stored as they are, so the key is returned too), the exact
-- distance (cube_distance) and every filter but text and date. Only the page's rows then visit the
-- table. It replaces the expression index on ll_to_earth(latitude, longitude).
CREATE INDEX fields_listed_location_idx ON fields USING gist (location)
  INCLUDE (id, sport_type, surface_type, indoor, capacity, base_price_per_hour, amenities)
  WHERE publication_state = 'published' AND status = 'active';
DROP INDEX fields_listed_earth_idx;

-- The name orders read this index in order (either direction) and stop after the page.
CREATE INDEX fields_listed_name_idx ON fields (lower(name), id)
  WHERE publication_state = 'published' AND status = 'active';

-- A card's image is the field's first by position, then upload time: read from the index alone and
-- stopped at the first entry (the ten cards of a page each looked up and sorted their images).
DROP INDEX field_images_field_idx;
CREATE INDEX field_images_field_idx ON field_images (field_id, position, created_at, id) INCLUDE (path);
