import { isCompatibleContract, isRemotePagesModule } from './remote-contract.js';

describe('remote contract', () => {
  it('accepts any minor or patch of the same major, older or newer', () => {
    expect(isCompatibleContract('1.0.0', '1.0.0')).toBe(true);
    expect(isCompatibleContract('1.4.2', '1.0.0')).toBe(true);
    expect(isCompatibleContract('1.0.0', '1.3.0')).toBe(true);
  });

  it('refuses another major or a missing version', () => {
    expect(isCompatibleContract('2.0.0', '1.0.0')).toBe(false);
    expect(isCompatibleContract('0.9.0', '1.0.0')).toBe(false);
    expect(isCompatibleContract(undefined, '1.0.0')).toBe(false);
    expect(isCompatibleContract('garbage', '1.0.0')).toBe(false);
  });

  it('recognises a pages module', () => {
    expect(isRemotePagesModule({ contractVersion: '1.0.0', pages: {} })).toBe(true);
    expect(isRemotePagesModule({ pages: {} })).toBe(false);
    expect(isRemotePagesModule(null)).toBe(false);
  });
});
