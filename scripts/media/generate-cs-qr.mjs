// Writes server/public/cs-qr.png, the customer-service QR picture the `csqr` setting names:
// a QR code of `tel:` and the seeded service phone (`cstel`), so scanning it offers to call.
// `node scripts/media/generate-cs-qr.mjs` after the seeded phone changes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

const seed = readFileSync(
  new URL('../../server/src/modules/settings/settings.seed.ts', import.meta.url),
  'utf8',
);
const phone = /\bcstel:\s*'([^']+)'/.exec(seed)?.[1];
if (!phone) throw new Error('No cstel in settings.seed.ts');

const out = fileURLToPath(new URL('../../server/public/cs-qr.png', import.meta.url));
await QRCode.toFile(out, `tel:${phone}`, {
  type: 'png',
  errorCorrectionLevel: 'M',
  margin: 4,
  scale: 8,
  color: { dark: '#000000', light: '#ffffff' },
});
console.log(`${out}: tel:${phone}`);
