import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from './password-strength';

describe('checkPasswordStrength', () => {
  it('refuses the common, the repeated and the personal, each with its reason', () => {
    expect(checkPasswordStrength({ password: '12345678' })).toEqual({ score: 0, strong: false, reason: 'topTen' });
    expect(checkPasswordStrength({ password: 'password' })).toMatchObject({ strong: false, reason: 'topTen' });
    expect(checkPasswordStrength({ password: 'aaaaaaaa' })).toMatchObject({ strong: false, reason: 'simpleRepeat' });
    expect(checkPasswordStrength({ password: 'wachtwoord' })).toMatchObject({ strong: false });
    expect(checkPasswordStrength({ password: 'Groothandel!2345', userInputs: ['Groothandel Jansen B.V.'] })).toMatchObject({
      strong: false,
      reason: 'userInputs',
    });
  });

  it('takes the demo password and a few words together', () => {
    expect(checkPasswordStrength({ password: 'Demo!2345-Kaas' }).strong).toBe(true);
    expect(checkPasswordStrength({ password: 'correct horse battery staple' }).score).toBe(4);
  });

  it('weighs a password of the longest length allowed', () => {
    expect(checkPasswordStrength({ password: 'x9$Kq!2mZ#pL'.repeat(10) }).strong).toBe(true);
  });
});
