// TOTP timing for journeys that enrol an authenticator (otplib computes the codes, as an app would).

/**
 * Waits, when fewer than `marginSeconds` are left in the current time step, for the next step to begin.
 * The server accepts a code of the previous step only until the current one ends: a code computed just
 * before a step boundary would reach the server after it and be refused (a race, not a defect).
 */
export async function clearOfStepBoundary(periodSeconds = 30, marginSeconds = 10): Promise<void> {
  const left = periodSeconds - ((Date.now() / 1000) % periodSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}
