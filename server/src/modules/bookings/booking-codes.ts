import { randomInt } from 'node:crypto';

// Letters and digits that cannot be mistaken for one another when read aloud or typed from a pass.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** `BK-20261123-7KQ2MX`: the booking's day (UTC) and six random characters; unique by constraint. */
export function bookingNumber(now: Date): string {
  return `BK-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomCode(6)}`;
}

/** Eight characters a member of staff can type when the camera cannot read the pass. */
export function confirmationCode(): string {
  return randomCode(8);
}
