import { describe, expect, it } from 'vitest';
import { backspace, cleanMobile, editCode, emptyCode, isComplete } from './otp';

const code = (text: string) => [...text.padEnd(6, ' ')].map((char) => (char === ' ' ? '' : char));

describe('typing a code', () => {
  it('writes a digit and moves to the next box', () => {
    expect(editCode(emptyCode(), 0, '4')).toEqual({ digits: code('4'), focus: 1 });
  });

  it('reads Arabic-Indic digits as digits', () => {
    expect(editCode(emptyCode(), 0, '٧').digits[0]).toBe('7');
    expect(editCode(emptyCode(), 0, '۳').digits[0]).toBe('3');
  });

  it('ignores anything that is not a digit', () => {
    expect(editCode(code('12'), 2, 'x')).toEqual({ digits: code('12'), focus: 2 });
  });

  it('replaces the digit of a filled box with the one typed beside it', () => {
    expect(editCode(code('123'), 1, '29').digits).toEqual(code('193'));
    expect(editCode(code('123'), 1, '92').digits).toEqual(code('193'));
    expect(editCode(code('123'), 1, '22').digits).toEqual(code('123'));
  });

  it('stays on the last box when the code is complete', () => {
    expect(editCode(code('12345'), 5, '6')).toEqual({ digits: code('123456'), focus: 5 });
  });
});

describe('pasting and SMS autofill', () => {
  it('fill every box from a whole code, wherever it lands', () => {
    expect(editCode(emptyCode(), 0, '482913')).toEqual({ digits: code('482913'), focus: 5 });
    expect(editCode(code('9'), 3, '482913').digits).toEqual(code('482913'));
  });

  it('take a code with spaces or Arabic-Indic digits, as an SMS may show it', () => {
    expect(editCode(emptyCode(), 0, '٤٨٢ ٩١٣').digits).toEqual(code('482913'));
    expect(editCode(emptyCode(), 0, 'رمزك: 482-913').digits).toEqual(code('482913'));
  });

  it('fill from the box pasted into for part of a code', () => {
    expect(editCode(code('48'), 2, '29')).toEqual({ digits: code('4829'), focus: 4 });
  });

  it('drop digits beyond the last box', () => {
    expect(editCode(code('4829'), 4, '1357').digits).toEqual(code('482913'));
  });
});

describe('deleting', () => {
  it('clears a box', () => {
    expect(editCode(code('123'), 2, '')).toEqual({ digits: code('12'), focus: 2 });
  });

  it('backspace in an empty box clears the one before and moves there', () => {
    expect(backspace(code('12'), 2)).toEqual({ digits: code('1'), focus: 1 });
    expect(backspace(code(''), 0)).toEqual({ digits: code(''), focus: 0 });
    expect(backspace(code('123'), 2)).toEqual({ digits: code('123'), focus: 2 });
  });
});

describe('completeness', () => {
  it('needs all six digits', () => {
    expect(isComplete(code('123456'))).toBe(true);
    expect(isComplete(code('12345'))).toBe(false);
  });
});

describe('cleanMobile', () => {
  it('takes the number as people type it', () => {
    expect(cleanMobile('٠٧٧٠ ١٠٠ ٠٠٠١')).toBe('07701000001');
    expect(cleanMobile('0770-100-0001')).toBe('07701000001');
    expect(cleanMobile(' +964 (770) 1000001 ')).toBe('+9647701000001');
  });
});
