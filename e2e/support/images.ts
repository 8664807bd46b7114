// Real image files for upload journeys, made in memory: a small PNG the server decodes and re-encodes.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of `width` × `height` pixels: a green pitch with a lighter stripe every 8 rows. */
export function pitchPng(width = 96, height = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  // compression, filter and interlace methods stay 0
  const rowLength = 1 + width * 3;
  const pixels = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y += 1) {
    const green = Math.floor(y / 8) % 2 === 0 ? 140 : 170;
    for (let x = 0; x < width; x += 1) {
      const at = y * rowLength + 1 + x * 3; // each row starts with filter type 0
      pixels[at] = 40;
      pixels[at + 1] = green;
      pixels[at + 2] = 60;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
