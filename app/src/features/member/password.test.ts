import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/password';
import { checkPasswordChange, hashedPasswordChange } from './password';

describe('the password change check', () => {
  it('passes a complete change whose new password and confirmation match', () => {
    expect(
      checkPasswordChange({
        oldpassword: 'citylife123',
        newpassword: 'steppe2026',
        passwordconfirm: 'steppe2026',
      }),
    ).toEqual({});
  });

  it('asks for every field', () => {
    expect(checkPasswordChange({ oldpassword: '', newpassword: '', passwordconfirm: '' })).toEqual({
      oldpassword: 'required',
      newpassword: 'required',
      passwordconfirm: 'required',
    });
  });

  it('refuses a confirmation that differs from the new password', () => {
    expect(
      checkPasswordChange({
        oldpassword: 'citylife123',
        newpassword: 'steppe2026',
        passwordconfirm: 'steppe2025',
      }),
    ).toEqual({ passwordconfirm: 'mismatch' });
  });

  it('keeps the new password within 6 to 32 characters and different from the old one', () => {
    const change = (newpassword: string) =>
      checkPasswordChange({
        oldpassword: 'citylife123',
        newpassword,
        passwordconfirm: newpassword,
      });
    expect(change('12345')).toEqual({ newpassword: 'length' });
    expect(change('123456')).toEqual({});
    expect(change('x'.repeat(32))).toEqual({});
    expect(change('x'.repeat(33))).toEqual({ newpassword: 'length' });
    expect(change('citylife123')).toEqual({ newpassword: 'unchanged' });
  });
});

describe('the hashed request', () => {
  it('is the lowercase hex SHA-256 of each value', async () => {
    expect(await hashPassword('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const body = await hashedPasswordChange({
      oldpassword: 'citylife123',
      newpassword: 'steppe2026',
      passwordconfirm: 'steppe2026',
    });
    expect(body.oldpassword).toBe(await hashPassword('citylife123'));
    expect(body.newpassword).toMatch(/^[0-9a-f]{64}$/);
    expect(body.passwordconfirm).toBe(body.newpassword);
    expect(body.newpassword).not.toBe(body.oldpassword);
  });
});
