// The demo booking's flow as the visitor meets it, step by step (./demo-flow.ts).
import { describe, expect, it } from 'vitest';
import type { FormInitial } from '#kit/forms/initial';
import { askDay, refused, sent, startFlow, startSending, toDetails, toTimes } from './demo-flow';

const NINE = '2031-03-04T14:00:00.000Z';
const times = { day: '2031-03-04', firstDay: '2031-03-03', lastDay: '2031-04-02', openDays: ['2031-03-04'], slots: [NINE], timeZone: 'America/Toronto' };
const page = (over: Partial<FormInitial>): FormInitial => ({ values: {}, errors: {}, problem: null, step: 'form', times: null, done: null, ...over });

describe('the demo booking’s flow', () => {
  it('a first visit starts on the details, nothing chosen', () => {
    expect(startFlow(null)).toMatchObject({ step: 'form', problem: null, sending: false, request: null, slot: null, role: '' });
  });

  it('a page answering a plain post opens where it left off: the time step, its day, the firm’s zone, the time and role chosen', () => {
    const flow = startFlow(page({ step: 'time', times, values: { slot: NINE, role: 'other' } }));
    expect(flow).toMatchObject({ step: 'time', request: { day: '2031-03-04' }, zone: 'America/Toronto', slot: NINE, role: 'other', noFreeTime: false });
    expect(startFlow(page({ step: 'time', times: { ...times, openDays: [] } })).noFreeTime).toBe(true);
    expect(startFlow(page({ values: { role: 'astronaut' } })).role).toBe('');
  });

  it('the thanks page after a plain post shows the booked time in the zone it was chosen in', () => {
    expect(startFlow(page({ done: { status: 'booked', at: NINE, timeZone: 'America/Toronto' } }))).toMatchObject({
      step: 'booked',
      bookedAt: NINE,
      zone: 'America/Toronto',
    });
    expect(startFlow(page({ done: { status: 'requested', at: null, timeZone: null } })).step).toBe('requested');
  });

  it('asking for a day drops the time chosen and shows the times in the visitor’s own zone', () => {
    const flow = askDay({ ...startFlow(page({ step: 'time', times, values: { slot: NINE } })) }, '2031-03-05');
    expect(flow).toMatchObject({ request: { day: '2031-03-05' }, slot: null, zone: null });
  });

  it('a booking sent: "Booking..." until it is stored, then the thanks with its time', () => {
    const chosen = { ...toTimes(askDay(startFlow(null), null)), slot: NINE };
    const sending = startSending({ ...chosen, problem: 'form.slot.required' });
    expect(sending).toMatchObject({ sending: true, problem: null });
    expect(sent(sending, NINE)).toMatchObject({ step: 'booked', bookedAt: NINE, sending: false });
    expect(sent(sending, null)).toMatchObject({ step: 'requested', bookedAt: null });
  });

  it('a time someone else just took: the visitor is told and chooses again; other problems keep the choice', () => {
    const sending = startSending({ ...toTimes(askDay(startFlow(null), null)), slot: NINE });
    expect(refused(sending, 'form.slotTaken')).toMatchObject({ problem: 'form.slotTaken', slot: null, sending: false, step: 'time' });
    expect(refused(sending, 'form.unavailable')).toMatchObject({ problem: 'form.unavailable', slot: NINE });
  });

  it('fields the server refused send the visitor back to the details, where their messages are', () => {
    const sending = startSending(toTimes(startFlow(null)));
    expect(toDetails(sending)).toMatchObject({ step: 'form', sending: false });
  });
});
