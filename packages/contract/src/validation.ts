import type { z } from 'zod';
import { fieldLabels, formatMessage, type MessageKey, messages } from './messages';

/**
 * Turns zod issues into Laravel-style field errors with Arabic messages: `{ "filters.price_min": ["…"] }`.
 * Lives in the contract so the storefront can show the same wording next to its inputs.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of keys) {
      const field = path.map(String).join('.') || '_';
      const list = errors[field] ?? [];
      const message = arabicIssueMessage(issue, path);
      if (!list.includes(message)) list.push(message);
      errors[field] = list;
    }
  }
  return errors;
}

function labelOf(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  return typeof last === 'string' ? (fieldLabels[last] ?? last) : 'الطلب';
}

function arabicIssueMessage(issue: z.core.$ZodIssue, path: readonly PropertyKey[]): string {
  const field = labelOf(path);
  const say = (key: MessageKey, extra: Record<string, string | number> = {}) =>
    formatMessage(messages[key], { field, ...extra });

  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return say('fieldRequired');
      const byType: Partial<Record<string, MessageKey>> = {
        string: 'fieldMustBeString',
        number: 'fieldMustBeNumber',
        int: 'fieldMustBeInteger',
        boolean: 'fieldMustBeBoolean',
        array: 'fieldMustBeArray',
        object: 'fieldMustBeObject',
      };
      return say(byType[issue.expected] ?? 'fieldInvalid');
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? say('fieldRequired') : say('fieldTooShort', { min });
      return say('fieldTooSmall', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string' ? say('fieldTooLong', { max }) : say('fieldTooBig', { max });
    }
    case 'invalid_value':
      return say('fieldInvalidOption');
    case 'unrecognized_keys':
      return formatMessage(messages.fieldUnknown, { field: String(path[path.length - 1] ?? '') });
    case 'custom':
      // Custom refinements carry a catalogue message of their own.
      return issue.message && /[\u0600-\u06FF]/.test(issue.message) ? issue.message : say('fieldInvalid');
    default:
      return say('fieldInvalid');
  }
}
