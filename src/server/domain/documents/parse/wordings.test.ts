import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';

/**
 * Wordings real issuers use for the fields the held-back layouts read worst, each in a small document of its own
 * kind: the next service, policy numbers, insurers beside agents, policy periods, service items beside subtotals.
 */
const VIN = '1HGCM82633A004352';

function oil(nextLines: string[]): string {
  return [
    'Quick Lane Tire & Auto Center',
    'Oil change receipt',
    'Date: 03/02/2025',
    `VIN: ${VIN}`,
    'Odometer: 45,210',
    'Full synthetic oil change 0W-20      $79.99',
    'Total                                $85.19',
    ...nextLines,
  ].join('\n');
}

describe('next service wordings', () => {
  it.each([
    ['Next service due: 06/02/2025 or 50,210 miles'],
    ['Next oil change: 06/02/2025 / 50,210 mi'],
    ['Return by 06/02/2025 or 50,210 miles, whichever comes first'],
    ['Due at: 50,210 mi or 06/02/2025'],
    ['Recommended next visit: June 2, 2025 at 50,210 miles'],
    ["We'll see you again around June 2, 2025 or at 50,210 miles."],
    ['Please book your next service for June 2, 2025 or 50,210 miles, whichever is sooner.'],
    ['Next appointment recommended by 2025-06-02 (50,210 mi)'],
    ['Your vehicle is next due for service on 06/02/2025 or at 50,210 miles.'],
    ['Next Service    Date 06/02/2025    Odometer 50,210'],
    ['Service reminder: 06/02/2025 / 50,210 miles'],
    ['Next service due\n06/02/2025    50,210 miles'],
    ['NEXT SERVICE DUE AT 50,210 MI OR 06/02/25'],
    ['Next service due by Jun-02-25 or 50,210 miles'],
    ['Due back: 06/02/2025 @ 50,210'],
    ['Change oil again at 50,210 miles or 6/2/2025'],
    ['Next visit: 2 June 2025 / 50,210 miles'],
    ['Your next oil change is due after another 5,000 miles (at 50,210 miles) or in three months, on Monday, June 2, 2025.'],
    ["Thanks for coming in! We'll send you a reminder before Monday, June 2, 2025, or once you pass 50,210 miles."],
  ])('%s', (line) => {
    const d = parseDocumentFields({ text: oil([line]), fileName: 'scan.png' });
    expect(d.documentType).toBe('oil_change_receipt');
    expect(d.serviceInfo.serviceDate).toBe('2025-03-02');
    expect(d.serviceInfo.nextServiceDate).toBe('2025-06-02');
    expect(d.serviceInfo.nextServiceMileage).toBe(50210);
  });
});

function insurance(lines: string[]): string {
  return [
    'HARBORVIEW MUTUAL INSURANCE COMPANY',
    'Agent: Dana Whitfield Insurance Agency, 44 Main St',
    'AUTOMOBILE INSURANCE IDENTIFICATION CARD',
    'Printed 12/14/2025',
    ...lines,
    'Named insured: Maria Lopez',
    `2021 Honda Accord   VIN ${VIN}`,
  ].join('\n');
}

describe('insurance wordings', () => {
  it.each([
    ['Policy number: 556 7183-C94-59', '556 7183-C94-59'],
    ['Policy No.   PAS 221 4471', 'PAS 221 4471'],
    ['Policy #  04-2211-883 A', '04-2211-883 A'],
    ['Policy Number\n556 7183-C94-59', '556 7183-C94-59'],
    ['POLICY: 556 7183-C94-59    EFF 01/02/26', '556 7183-C94-59'],
    ['Your policy, number 556 7183-C94-59, renews automatically.', '556 7183-C94-59'],
    ['Policy No   123 456 789 0001', '123 456 789 0001'],
    ['Policy ID: HMI-0045-7718-2', 'HMI-0045-7718-2'],
    ['Renewal of policy number 556 7183-C94-59', '556 7183-C94-59'],
    ['Policy Nbr: AB 123 456 789', 'AB 123 456 789'],
    ['Policy / Certificate #: 0045-7718-22', '0045-7718-22'],
    ['Policy number (please quote): 556 7183 C94 59', '556 7183 C94 59'],
    ['Policy Number          Policy Period\n556 7183-C94-59        01/02/2026 - 01/02/2027', '556 7183-C94-59'],
  ])('reads the policy number in "%s"', (line, policy) => {
    const d = parseDocumentFields({ text: insurance([line, 'Policy period 01/02/2026 - 01/02/2027']), fileName: 'card.pdf' });
    expect(d.insuranceInfo.policyNumber).toBe(policy);
    expect(d.insuranceInfo.insuranceProvider?.toLowerCase()).toBe('harborview mutual');
  });

  it.each([
    [['Whitfield Insurance Agency', '44 Main St, Austin, TX 78701', 'Underwritten by Harborview Mutual Insurance Company']],
    [['Summit Insurance Brokers LLC', 'Your insurer: Harborview Mutual Insurance Co.']],
    [['HARBORVIEW MUTUAL INSURANCE COMPANY', 'Producer: Keystone Insurance Group']],
  ])('takes the insurer, not the agent or broker, from %j', (head) => {
    const text = [...head, 'Policy number: 556 7183-C94-59', 'Policy period 01/02/2026 - 01/02/2027', `VIN ${VIN}`].join('\n');
    const d = parseDocumentFields({ text, fileName: 'card.pdf' });
    expect(d.insuranceInfo.insuranceProvider?.toLowerCase()).toBe('harborview mutual');
  });

  it.each([
    ['Policy period 01/02/2026 - 01/02/2027'],
    ['Policy period: 01/02/2026 to 01/02/2027'],
    ['Coverage begins 01/02/2026 and ends 01/02/2027'],
    ['Eff. 01/02/2026    Exp. 01/02/2027'],
    ['Effective 01/02/2026 12:01 AM    Expires 01/02/2027 12:01 AM'],
    ['Term: January 2, 2026 through January 2, 2027'],
    ['Renewal term 01/02/2026 - 01/02/2027    (prior term 01/02/2025 - 01/02/2026)'],
    ['Your policy renews on 01/02/2026 and runs until 01/02/2027.'],
    ['Renewal effective date: 01/02/2026    Renewal expiration date: 01/02/2027'],
    ['Period of insurance: from 01/02/2026 to 01/02/2027'],
    ['Coverage period    Jan 02 2026 12:01 AM to Jan 02 2027 12:01 AM'],
  ])('reads the term in "%s"', (line) => {
    const d = parseDocumentFields({ text: insurance(['Policy number: 556 7183-C94-59', line]), fileName: 'card.pdf' });
    expect(d.insuranceInfo.effectiveDate).toBe('2026-01-02');
    expect(d.insuranceInfo.expirationDate).toBe('2027-01-02');
  });
});

function euOil(nextLines: string[]): string {
  return [
    'Autohaus Lindner GmbH',
    'Rechnung / Invoice',
    'Datum: 02.03.2025',
    `FIN: WVWZZZCDZNG344133`,
    'Kilometerstand: 45.210 km',
    'Motoröl 5W-30 / oil change          89,90 EUR',
    'Ölfilter / oil filter               12,50 EUR',
    'Gesamtbetrag                       121,80 EUR',
    ...nextLines,
  ].join('\n');
}

describe('European next service wordings', () => {
  it.each([
    ['Next service: 02.06.2026 or 60.210 km'],
    ['Nächster Service: 02.06.2026 / 60.210 km'],
    ['Next inspection due 02/06/2026 or at 60 210 km'],
    ['Prochain entretien : 02/06/2026 ou 60 210 km'],
    ['Return by 2 June 2026 or 60,210 km, whichever comes first'],
  ])('%s', (line) => {
    const d = parseDocumentFields({ text: euOil([line]), fileName: 'scan.png' });
    expect(d.documentType).toBe('oil_change_receipt');
    expect(d.serviceInfo.serviceDate).toBe('2025-03-02');
    expect(d.serviceInfo.mileage).toBe(45210);
    expect(d.serviceInfo.nextServiceDate).toBe('2026-06-02');
    expect(d.serviceInfo.nextServiceMileage).toBe(60210);
  });
});

describe('service items', () => {
  it('lists line items, not subtotal, supplies, tax and total lines', () => {
    const text = [
      'Northgate Ford Service Department',
      'Invoice date 03/04/2025',
      `VIN ${VIN}`,
      'Odometer 45,210',
      'Description                         Labor     Parts     Amount',
      'Replace front brake pads            120.00    89.50     209.50',
      'Brake fluid exchange                 89.95     0.00      89.95',
      'Labor + Parts                                          299.45',
      'Shop supplies                                           12.00',
      'Sales tax                                                7.16',
      'Total due                                            $318.61',
    ].join('\n');
    const d = parseDocumentFields({ text, fileName: 'ro.pdf' });
    expect(d.serviceInfo.services).toEqual(['Replace front brake pads', 'Brake fluid exchange']);
    expect(d.serviceInfo.serviceProvider).toBe('Northgate Ford');
  });
});

function registration(lines: string[]): string {
  return [
    'STATE OF OREGON - DRIVER AND MOTOR VEHICLE SERVICES',
    'VEHICLE REGISTRATION',
    `VIN ${VIN}     Year 2003     Make HONDA`,
    'Issued 03/15/2025',
    ...lines,
    'Printed 03/17/2025',
  ].join('\n');
}

describe('registration expiry and plate wordings', () => {
  it.each([
    ['Plate: 7ABC123    Valid through 03/14/2026'],
    ['Plate No. 7ABC123    Exp. 03/14/2026'],
    ['License plate 7ABC123', 'Expiration: March 14, 2026'],
    ['Registration valid until 14 March 2026 for plate 7ABC123.'],
    ['Tag # 7ABC123', 'This registration expires on 03/14/2026 unless renewed.'],
    ['PLATE NUMBER        EXPIRES', '7ABC123             03/14/2026'],
    ['7ABC123             03/14/2026', 'Plate number        Expiration date'],
  ])('%j', (...lines) => {
    const d = parseDocumentFields({ text: registration(lines), fileName: 'reg.pdf' });
    expect(d.documentType).toBe('car_registration');
    expect(d.registrationInfo.expiryDate).toBe('2026-03-14');
    expect(d.vehicleInfo.plateNumber).toBe('7ABC123');
  });
});

function invoice(lines: string[]): string {
  return ['Lakeside Auto Repair', 'Invoice 20931      Date 03/04/2025', `VIN ${VIN}      Mileage 45,210`, ...lines].join('\n');
}

describe('service items without prices', () => {
  it.each([
    [['QTY  DESCRIPTION                 PRICE', '1    Full Synthetic Oil Change   $69.99', '1    Tire Rotation               N/C', 'Tax $4.32', 'Total $74.31'], ['Full Synthetic Oil Change', 'Tire Rotation']],
    [['Oil Filter PF63E           $12.99', 'Tire Rotation            Included', 'Total $74.31'], ['Oil Filter PF63E', 'Tire Rotation']],
    [['Services performed:', '- Full synthetic oil change', '- Tire rotation', '• Multi-point inspection', 'Total $74.31'], ['Full synthetic oil change', 'Tire rotation', 'Multi-point inspection']],
    [['[x] Oil & filter change  [x] Tire rotation  [ ] Wiper blades  [x] Fluid top-off', 'Total $74.31'], ['Oil & filter change', 'Tire rotation', 'Fluid top-off']],
  ])('%j', (lines, services) => {
    const d = parseDocumentFields({ text: invoice(lines), fileName: 'receipt.pdf' });
    expect(d.serviceInfo.services).toEqual(services);
  });
});

describe('service item tables', () => {
  it.each([
    [
      ['Qty  Part #    Description                 Unit      Amount', '1    PF63E     Oil filter                  8.99      8.99', '2    WB-22     Wiper blade                 21.99     43.98',
        'Subtotal                                           52.97', 'Tax 7%                                              3.71', 'TOTAL                                             $56.68'],
      ['Oil filter', 'Wiper blade'],
    ],
    [
      ['Work performed                                   Amount', 'Brake pads (front) - supply and fit           £89.00', 'Brake disc skim                               £40.00',
        'Net                                              £129.00', 'VAT @ 20%                                      £25.80', 'Amount due                                    £154.80'],
      ['Brake pads (front) - supply and fit', 'Brake disc skim'],
    ],
    [
      ['Op   Description                         Hours   Labor    Parts', '01   Replace battery                     0.5     60.00    189.00',
        '02   Battery terminal cleaning           0.2     24.00     0.00', 'Labor subtotal                                       84.00', 'Parts subtotal                                      189.00',
        'Environmental fee                                     4.50', 'Invoice total                                      $277.50'],
      ['Replace battery', 'Battery terminal cleaning'],
    ],
    [
      ['Ln  Description                  Labor     Parts', 'A   Replace cabin air filter     25.00     38.90', 'Cc Replace wiper blades        0.00     42.50',
        'Total                                   $106.40'],
      ['Replace cabin air filter', 'Replace wiper blades'],
    ],
    [['Operation', 'Oil and filter change', 'Tire rotation', 'Labor + Parts', 'Total                                        $76.69'], ['Oil and filter change', 'Tire rotation']],
  ])('%#', (lines, items) => {
    const d = parseDocumentFields({ text: invoice(lines), fileName: 'inv.pdf' });
    expect(d.serviceInfo.services).toEqual(items);
  });
});

describe('labels OCR read with digits for letters', () => {
  it('matches "P0licy number" and "Exp1ration date" as their labels', () => {
    const d = parseDocumentFields({
      text: insurance(['P0licy number: 556 7183-C94-59', 'Effective 01/02/2026', 'Exp1ration date 01/02/2027']),
      fileName: 'card.png',
    });
    expect(d.insuranceInfo.policyNumber).toBe('556 7183-C94-59');
    expect(d.insuranceInfo.expirationDate).toBe('2027-01-02');
  });
});

describe('UK certificate of motor insurance wordings', () => {
  it.each([
    [['Authorised Insurers', 'Harborview Mutual Insurance plc']],
    [['Authorised insurers: Harborview Mutual Insurance plc']],
    [['Signed on behalf of Harborview Mutual Insurance plc (authorised insurers)']],
  ])('%j', (insurerLines) => {
    const text = [
      'CERTIFICATE OF MOTOR INSURANCE',
      'Certificate number 00 4471 2290',
      'Policy number HMI/20931/26',
      '1. Registration mark of vehicle    AB21 CDE',
      '2. Name of policyholder    Maria Lopez',
      '3. Effective date of the commencement of insurance for the purposes of the relevant law    00:01 hours on 12 March 2025',
      '4. Date of expiry of insurance    23:59 hours on 11 March 2026',
      ...insurerLines,
    ].join('\n');
    const d = parseDocumentFields({ text, fileName: 'cert.pdf' });
    expect(d.documentType).toBe('insurance');
    expect(d.insuranceInfo.policyNumber).toBe('HMI/20931/26');
    expect(d.insuranceInfo.effectiveDate).toBe('2025-03-12');
    expect(d.insuranceInfo.expirationDate).toBe('2026-03-11');
    expect(d.insuranceInfo.insuranceProvider?.toLowerCase()).toBe('harborview mutual');
  });
});
