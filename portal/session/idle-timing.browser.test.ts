import { expect } from 'chai';
import { idleState } from './idle-timing.ts';

describe('idleState (portal-shell §9)', () => {
  const expiresAt = 10_000_000;
  it('is quiet until 90 s before expiry', () => {
    expect(idleState(expiresAt, expiresAt - 90_001)).to.deep.equal({ phase: 'quiet' });
    expect(idleState(expiresAt, expiresAt - 30 * 60_000)).to.deep.equal({ phase: 'quiet' });
  });
  it('counts 30 seconds down from 90 s before expiry', () => {
    expect(idleState(expiresAt, expiresAt - 90_000)).to.deep.equal({ phase: 'prompt', secondsLeft: 30 });
    expect(idleState(expiresAt, expiresAt - 89_500)).to.deep.equal({ phase: 'prompt', secondsLeft: 30 });
    expect(idleState(expiresAt, expiresAt - 75_000)).to.deep.equal({ phase: 'prompt', secondsLeft: 15 });
    expect(idleState(expiresAt, expiresAt - 60_001)).to.deep.equal({ phase: 'prompt', secondsLeft: 1 });
  });
  it('is over when the countdown ran out', () => {
    expect(idleState(expiresAt, expiresAt - 60_000)).to.deep.equal({ phase: 'over' });
    expect(idleState(expiresAt, expiresAt + 1)).to.deep.equal({ phase: 'over' });
  });
});
