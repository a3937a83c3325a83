import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import type { ServiceRecord } from '../../../shared/api/service-log';
import { buildServiceCsv } from './csv-export';
import { guessDateOrder, parseServiceCsv, readDate, readNumber } from './csv-import';

const today = '2025-06-30';
const parse = (text: string, opts: Partial<Parameters<typeof parseServiceCsv>[1]> = {}) => parseServiceCsv(text, { defaultUnit: 'km', today, ...opts });

describe('parseServiceCsv', () => {
  it('reads LubeLogger service records and guesses the kind from the description', () => {
    const csv = 'Date,Odometer,Description,Notes,Cost,Tags\n01/15/2025,45000,Oil and filter change,Synthetic,89.90,\n2/3/2025,47000,Front brake pads,,"1,240.50",repair\n';
    const { preview, rows } = parse(csv);
    expect(preview.format).toBe('lubelogger');
    expect(preview.dateOrder).toBe('mdy');
    expect(preview.columns).toEqual([
      { source: 'Date', field: 'Date' },
      { source: 'Odometer', field: 'Odometer' },
      { source: 'Description', field: 'Description' },
      { source: 'Notes', field: 'Notes' },
      { source: 'Cost', field: 'Total cost' },
      { source: 'Tags', field: 'Kind (from tags)' },
    ]);
    expect(rows.map((r) => r.errors)).toEqual([[], []]);
    expect(rows[0].record).toMatchObject({ date: '2025-01-15', odometerKm: 45000, kind: 'oil_change', totalCost: 89.9, notes: 'Synthetic' });
    expect(rows[1]).toMatchObject({ line: 3, record: { date: '2025-02-03', kind: 'brakes', totalCost: 1240.5 } });
  });

  it('reads LubeLogger gas records as fuel-ups, in miles when asked', () => {
    const csv = 'Date,Odometer,FuelConsumed,Cost,IsFillToFull,MissedFuelUp\n5/8/2025,10000,8.331,16.24,True,False\n';
    const [row] = parse(csv, { distanceUnit: 'mi' }).rows;
    expect(row.record).toMatchObject({ kind: 'fuel', odometerKm: 16093, totalCost: 16.24, description: 'Fuel-up: 8.331 gal' });
  });

  it("reads Fuelly's fuel-up export: miles from its columns, total from gallons times price, the brand as the shop", () => {
    const csv =
      'car_name,model,mpg,odometer,miles,gallons,price,city_percentage,fuelup_date,date_added,tags,notes,missed_fuelup,partial_fuelup,latitude,longitude,brand\n' +
      'Civic,Honda Civic,34.1,12000,341.2,10,3.459,50,2025-04-29,2025-04-29,,road trip,0,0,,,Shell\n';
    const { preview, rows } = parse(csv);
    expect(preview).toMatchObject({ format: 'fuelly', distanceUnit: 'mi', dateOrder: 'iso' });
    expect(rows[0].record).toMatchObject({ date: '2025-04-29', odometerKm: 19312, kind: 'fuel', totalCost: 34.59, shop: 'Shell', notes: 'road trip' });
  });

  it('reads an export made before the currency column: the currency stays unknown', () => {
    const csv =
      'date,odometer_km,kind,description,parts_cost,labor_cost,total_cost,shop,notes,next_due_date,next_due_odometer_km,source,document,vehicle,token_id,record_id\r\n' +
      '2025-03-01,52000,tires,Winter tires,400,80,480,Tire Town,,,,manual,,My car,7,x\r\n';
    const [row] = parse(csv).rows;
    expect(row.record).toMatchObject({ kind: 'tires', partsCost: 400, laborCost: 80, totalCost: 480, currency: null, shop: 'Tire Town' });
  });

  it('reads its own export back, each record in its currency', () => {
    const record = (change: Partial<ServiceRecord>): ServiceRecord => ({
      id: 'r1', tokenId: 7, vehicleName: 'My car', date: '2025-03-01', odometerKm: 52000, kind: 'tires', description: 'Winter tires',
      partsCost: 400, laborCost: 80, totalCost: 480, currency: null, shop: 'Tire Town', notes: null, document: null, attachment: null,
      source: 'manual', nextDue: null, nextDueOdometerKm: null, createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z',
      ...change,
    });
    const counted = (r: ServiceRecord) => ({ category: r.kind === 'tires' ? ('tyres' as const) : ('service' as const), currency: r.currency ?? 'USD' });
    const csv = buildServiceCsv([record({ currency: 'EUR' }), record({ id: 'r2', date: '2025-04-01', kind: 'oil_change', partsCost: null, laborCost: null, totalCost: 90 })], counted);
    const lines = csv.split('\r\n');
    expect(lines[0]).toContain(',kind,category,description,parts_cost,labor_cost,total_cost,currency,shop,');
    // plain labels, never enum names; every row says its currency
    expect(lines[1]).toMatch(/^2025-03-01,52000,Tires,Tires,Winter tires,400,80,480,EUR,/);
    expect(lines[2]).toMatch(/^2025-04-01,52000,Oil change,Service and repair,Winter tires,,,90,USD,/);
    const { preview, rows } = parse(csv);
    expect(preview.columns).toContainEqual({ source: 'currency', field: 'Currency' });
    expect(rows.map((r) => [r.record?.kind, r.record?.totalCost, r.record?.currency])).toEqual([['tires', 480, 'EUR'], ['oil_change', 90, 'USD']]);
  });

  it('takes a currency code in any case and refuses one that is not a code', () => {
    const csv = 'Date,Odometer,Description,Cost,Currency\n01/15/2025,45000,Oil change,89.90,gbp\n01/16/2025,45100,Wipers,12,euros\n';
    const { rows } = parse(csv);
    expect(rows[0].record).toMatchObject({ totalCost: 89.9, currency: 'GBP' });
    expect(rows[1].errors).toEqual(['The currency “euros” is not a three-letter code like EUR.']);
  });

  it('names every problem of a bad row and keeps the good rows', () => {
    const csv = 'Date,Odometer,Description,Notes,Cost\n01/02/2025,45000,Oil change,,50\n13/45/2025,abc,Brakes,,-3\n12/12/2099,1,Future,,1\n,,Nothing,,\n';
    const { rows } = parse(csv);
    expect(rows[0].errors).toEqual([]);
    expect(rows[1]).toMatchObject({ line: 3, record: null });
    expect(rows[1].errors).toEqual(['The date “13/45/2025” is not a date.', 'The odometer “abc” is not a number.', 'The cost cannot be negative.']);
    expect(rows[2].errors).toEqual(['The date 2099-12-12 is in the future.']);
    expect(rows[3].errors).toEqual(['The date is missing.']);
  });

  it('refuses a file that is not a known export, has no rows, or is too long', () => {
    const fail = (text: string) => {
      try {
        parse(text);
      } catch (err) {
        return err instanceof AppError ? err.message : String(err);
      }
      return 'parsed';
    };
    expect(fail('just some text')).toMatch(/no columns/);
    expect(fail('name,age\nBob,3\n')).toMatch(/not a LubeLogger or Fuelly export/);
    expect(fail('Date,Odometer,Description,Cost\n')).toMatch(/no rows/);
    expect(fail(`Date,Odometer,Description,Cost\n${'1/1/2025,1,x,1\n'.repeat(5001)}`)).toMatch(/more than 5000 rows/);
  });
});

describe('dates and numbers', () => {
  it.each([
    ['2025-05-31', 'mdy', '2025-05-31'],
    ['2025-05-31 10:22', 'mdy', '2025-05-31'],
    ['05/31/2025', 'mdy', '2025-05-31'],
    ['31/05/2025', 'dmy', '2025-05-31'],
    ['31.05.2025', 'dmy', '2025-05-31'],
    ['5/31/25', 'mdy', '2025-05-31'],
    ['02/30/2025', 'mdy', null],
    ['yesterday', 'mdy', null],
  ] as const)('readDate(%s, %s) = %s', (text, order, expected) => {
    expect(readDate(text, order)).toBe(expected);
  });

  it('guesses the date order from the whole column', () => {
    expect(guessDateOrder(['01/02/2025', '03/04/2025'])).toBe('mdy');
    expect(guessDateOrder(['01/02/2025', '25/04/2025'])).toBe('dmy');
    expect(guessDateOrder(['01/02/2025', '04/25/2025'])).toBe('mdy');
    expect(guessDateOrder(['01.02.2025'])).toBe('dmy');
  });

  it.each([
    ['49.99', 49.99],
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['20,60', 20.6],
    ['$ 12', 12],
    ['', null],
    ['12abc', NaN],
  ] as const)('readNumber(%s) = %s', (text, expected) => {
    expect(readNumber(text)).toBe(expected);
  });
});
