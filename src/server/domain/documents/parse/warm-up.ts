import { parseDocumentFields } from './parse-document-fields';

/** Small documents of each kind and of the regions and scripts read, their captions as such documents print them. */
const SAMPLES = [
  'Vehicle Registration\nPlate: 7ABC123   Expires: 03/14/2027\nVIN 1HGCM82633A004352\n2019 Honda Accord   Color: Blue',
  'Insurance Identification Card\nPolicy number: 556 7183-C94-59\nEffective 03/01/2026   Expires 09/01/2026',
  'Quick Lube\nDate: 09/15/2026   Odometer: 45,500\nOil change   49.99\nTotal   49.99\nNext service: 03/15/2027 or 48,500 mi',
  'Zulassungsbescheinigung Teil I\nA\tM-AB 1234\nB\t12.03.2021\nC.1.1\tMüller\nC.1.2\tAnna\nD.1\tVOLKSWAGEN\nD.3\tGolf\nE\tWVWZZZ1KZAW000001\nI\t12.03.2021',
  'Avis d\'échéance\nAssureur\tMutuelle Exemple\nN° de contrat\t12 345 678\nSouscripteur\tM. Paul Girard\nPériode du 01/04/2026 au 31/03/2027\nCotisation annuelle TTC\t627,32 €\nImmatriculation\tAB-123-CD',
  'Factura\nTaller Ejemplo S.L.\nFecha\t05/06/2026\nMatrícula\t1234 BCD\nKilómetros\t45.200 km\nCambio de aceite\t59,90\nBase imponible\t59,90\nIVA 21 %\t12,58\nTotal\t72,48 €\nPróximo cambio: 60.200 km',
  'Kassabon\nGarage Voorbeeld B.V.\nKenteken\tAB-12-CD\nKilometerstand\t88 123 km\nOlie verversen\t€ 89,00\nBTW 21%\t€ 18,69\nTotaal\t€ 107,69\nVolgende beurt\t01-06-2027',
  'Polizza di assicurazione RCA\nContraente\tMario Rossi\nTarga\tAB123CD\nDecorrenza\t01/02/2026\nScadenza\t01/02/2027\nPremio lordo\t€ 412,50',
  'Polisa OC\nUbezpieczający\tJan Kowalski\nNr rej.\tWA 12345\nOkres ubezpieczenia od 01.01.2026 do 31.12.2026\nSkładka łączna\t1 234,00 zł',
  'ЗАСТРАХОВАТЕЛНА ПОЛИЦА\nПолица №\tBG/11/123456789\nСобственик\tIVAN PETROV\nРег. №\tCB 1234 AB\nЗастрахователна премия\t190,00 лв.\nΑΠΟΔΕΙΞΗ\nΑρ. κυκλοφορίας\tIKA 1234\nΣύνολο\t45,00 €',
  'Motor Insurance Renewal\nDear Mrs Wright,\nRegistration\tAB21 CDE\nYour premium last year\t£512.40\nYour renewal premium\t£498.10\nPeriod of insurance\t15/05/2026 to 14/05/2027',
  'Registreringsbevis\nRegistreringsnummer\tABC 123\nÄgare\tAnna Svensson\nFabrikat\tVolvo\nChassinummer\tYV1ZW000000000001\nNästa besiktning\t2027-05-31',
];

/**
 * Reads one small document of each kind and region twice, so the parser's patterns (compiled, then tiered up to
 * native code on their second run) and the date library are ready before the first upload rather than during it: the
 * first European text document took ~300 ms cold, ~50 ms warm. One sample per turn of the event loop, so a request
 * arriving meanwhile waits for one sample at most.
 */
export async function warmUpParser(): Promise<void> {
  for (let round = 0; round < 2; round++) {
    for (const text of SAMPLES) {
      parseDocumentFields({ text, fileName: 'warm-up.txt' });
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
