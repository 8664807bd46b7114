/** Environment every test app starts from; tests override single keys. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  PUBLIC_URL: 'http://localhost:5173',
  AUTH_RATE_LIMIT_MAX: '1000000',
  STATIC_ROOT: '/nonexistent/static-root',
  // Notices go out quickly; the periodic upkeep runs only when a test calls it (with its own clock).
  JOB_POLLING_SECONDS: '0.5',
  JOB_SCHEDULES: 'false',
};

export const TEMPLATE_DB = 'pitchside_template';
