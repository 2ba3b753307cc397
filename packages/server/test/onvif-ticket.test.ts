import { describe, expect, it } from 'vitest';
import { issueTicket, verifyTicket } from '../src/modules/onvif/ticket';

const SECRET = 'ticket-secret-of-the-group-0001';
const subject = { cam: 7, org: 3, usr: 11, cg: 'group-a' };
const at = (ms: number) => new Date(Date.parse('2026-06-01T10:00:00Z') + ms);

describe('camera tickets', () => {
  it('verify within ticket_ttl and carry the claims', () => {
    const { ticket, claims } = issueTicket(subject, SECRET, at(0), 300_000);
    expect(claims).toMatchObject({ ...subject, iat: at(0).getTime(), exp: at(300_000).getTime() });
    expect(verifyTicket(ticket, SECRET, at(0))).toEqual({ ok: true, claims });
    expect(verifyTicket(ticket, SECRET, at(299_999))).toEqual({ ok: true, claims });
  });

  it('expire at iat + ticket_ttl', () => {
    const { ticket } = issueTicket(subject, SECRET, at(0), 300_000);
    expect(verifyTicket(ticket, SECRET, at(300_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another secret, a changed payload or signature, and garbage', () => {
    const { ticket } = issueTicket(subject, SECRET, at(0), 300_000);
    expect(verifyTicket(ticket, 'another-secret-of-another-grp', at(0))).toEqual({ ok: false, reason: 'bad_signature' });
    const [v, payload, sig] = ticket.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), cam: 8 })).toString('base64url');
    expect(verifyTicket(`${v}.${forged}.${sig}`, SECRET, at(0))).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyTicket(`${v}.${payload}.${sig.slice(0, -2)}xx`, SECRET, at(0))).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyTicket('nonsense', SECRET, at(0))).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyTicket(`v2.${payload}.${sig}`, SECRET, at(0))).toEqual({ ok: false, reason: 'malformed' });
  });

  it('are unique even for the same subject at the same instant', () => {
    expect(issueTicket(subject, SECRET, at(0), 1000).ticket).not.toBe(issueTicket(subject, SECRET, at(0), 1000).ticket);
  });
});
