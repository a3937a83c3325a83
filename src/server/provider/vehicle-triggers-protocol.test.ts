import { describe, expect, it } from 'vitest';
import { isVerificationRequest, parseTriggerDelivery, toEventName, toSignalName, toTriggerMetricName, TriggerDeliveryError } from './vehicle-triggers-protocol';

const DID = 'did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:12345';

describe('Vehicle Triggers wire details', () => {
  it('names metrics in the current form and reads both generations', () => {
    expect(toTriggerMetricName('speed')).toBe('vss.speed');
    expect(toSignalName('vss.speed')).toBe('speed');
    expect(toSignalName('speed')).toBe('speed');
  });

  it.each([
    [{ verification: 'test' }, true],
    [{ verification: 'test', data: {} }, false],
    [{ data: { webhookId: 'x' } }, false],
    [null, false],
    ['verification', false],
  ])('isVerificationRequest(%j) -> %s', (body, expected) => {
    expect(isVerificationRequest(body)).toBe(expected);
  });

  it('reads the documented delivery', () => {
    const body = {
      id: 'evt-1',
      source: 'vehicle-triggers-api',
      producer: 'hook-1',
      specversion: '1.0',
      subject: DID,
      time: '2025-08-13T10:15:07.630545Z',
      type: 'dimo.trigger',
      data: {
        service: 'signals',
        metricName: 'vss.speed',
        webhookId: 'hook-1',
        webhookName: 'Speed Alert',
        assetDID: DID,
        condition: 'valueNumber > 20',
        signal: { name: 'speed', unit: 'km/h', timestamp: '2025-08-13T10:15:04.610342Z', valueType: 'float64', value: 25 },
      },
    };
    expect(parseTriggerDelivery(body)).toEqual({
      kind: 'signal',
      eventId: 'evt-1',
      webhookId: 'hook-1',
      tokenId: 12345,
      assetDid: DID,
      signal: 'speed',
      value: 25,
      observedAt: new Date('2025-08-13T10:15:04.610Z'),
      sentAt: new Date('2025-08-13T10:15:07.630Z'),
    });
  });

  it('reads an event webhook\'s delivery (the event instead of a signal), in either generation\'s names', () => {
    const body = {
      id: 'evt-2',
      source: 'vehicle-triggers-api',
      producer: 'hook-2',
      specversion: '1.0',
      subject: DID,
      time: '2026-03-17T13:00:01.000Z',
      type: 'dimo.trigger',
      dataversion: 'events/v1.0',
      data: {
        service: 'events',
        metricName: 'behavior.harshBraking',
        webhookId: 'hook-2',
        webhookName: 'drivewise:harsh_driving:behavior.harshBraking',
        assetDID: DID,
        condition: 'true',
        event: { name: 'behavior.harshBraking', timestamp: '2026-03-17T13:00:00.000Z', source: '0xabc', producer: DID, durationNs: 800000000, metadata: '{"speedKph":54.2,"gForce":0.45}' },
      },
    };
    expect(parseTriggerDelivery(body)).toEqual({
      kind: 'event',
      eventId: 'evt-2',
      webhookId: 'hook-2',
      tokenId: 12345,
      assetDid: DID,
      event: 'behavior.harshBraking',
      durationNs: 800000000,
      metadata: '{"speedKph":54.2,"gForce":0.45}',
      observedAt: new Date('2026-03-17T13:00:00.000Z'),
      sentAt: new Date('2026-03-17T13:00:01.000Z'),
    });
    expect(parseTriggerDelivery({ producer: 'h', subject: DID, data: { service: 'telemetry.events', metricName: 'ExtremeBraking' } })).toMatchObject({
      kind: 'event',
      event: 'behavior.extremeBraking',
      durationNs: null,
      metadata: null,
    });
    expect(toEventName('HarshCornering')).toBe('behavior.harshCornering');
    expect(toEventName('safety.collision')).toBe('safety.collision');
    expect(() => parseTriggerDelivery({ producer: 'h', subject: DID, data: { event: { timestamp: '2026-03-17T13:00:00Z' } } })).toThrow(/no driving event/);
  });

  it.each([
    ['valueNumber in the signal', { producer: 'h', subject: DID, data: { metricName: 'speed', signal: { valueNumber: 7 } } }, { webhookId: 'h', signal: 'speed', value: 7 }],
    ['valueString in data', { subject: DID, data: { webhookId: 'h', metricName: 'vss.obdDTCList', valueString: '["P0300"]' } }, { signal: 'obdDTCList', value: '["P0300"]' }],
    ['an assetDID object', { data: { webhookId: 'h', assetDID: { tokenId: 42 }, signal: { name: 'speed', value: 1 } } }, { tokenId: 42, assetDid: null }],
  ])('reads older shapes: %s', (_name, body, expected) => {
    expect(parseTriggerDelivery(body)).toMatchObject(expected);
  });

  it.each([
    [{}, /data/],
    [{ subject: DID, data: { signal: { name: 'speed', value: 1 } } }, /no webhook/],
    [{ producer: 'h', subject: 'did:ethr:1:0x0000000000000000000000000000000000000000', data: { signal: { name: 'speed', value: 1 } } }, /no vehicle/],
    [{ producer: 'h', subject: DID.replace('12345', '99999999999'), data: { signal: { name: 'speed', value: 1 } } }, /no vehicle/],
    [{ producer: 'h', subject: DID, data: { signal: { value: 1 } } }, /no signal/],
    [{ producer: 'h', subject: DID, data: { signal: { name: 'speed', value: { latitude: 1 } } } }, /no number or text value/],
    [{ producer: 'x'.repeat(300), subject: DID, data: { signal: { name: 'speed', value: 1 } } }, /producer/],
  ])('refuses %j', (body, message) => {
    expect(() => parseTriggerDelivery(body)).toThrow(TriggerDeliveryError);
    expect(() => parseTriggerDelivery(body)).toThrow(message);
  });
});
