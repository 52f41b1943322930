import { writeFileSync } from 'node:fs';
import { signPdf } from '/work/wt/fresh-b/server/modules/stand-stock/sign-pdf.ts';
for (const paper of ['letter', 'a4'] as const) {
  writeFileSync(`/tmp/fresh-b-sign-${paper}.pdf`, await signPdf({ name: paper === 'a4' ? 'Meadowlark Orchard on River Road — Honey & Peaches' : 'Hillside Eggs 🥚 Ñandú', url: 'http://localhost:5000/farm/12345/stock/AbCdEfGhIjKlMnOpQrStUv', paper }));
}
