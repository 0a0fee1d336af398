import { maxLengthMessage, message, REQUIRED_MESSAGE } from '@fitness-manager/shared';
import { ValidationError } from './errors';

describe('ValidationError.onlyRequires', () => {
  it('is true only when the one fault is that field being required', () => {
    expect(new ValidationError({ title: [REQUIRED_MESSAGE] }).onlyRequires('title')).toBe(true);
    expect(new ValidationError({ title: [REQUIRED_MESSAGE] }).onlyRequires('name')).toBe(false);
    expect(new ValidationError({ title: [maxLengthMessage(10)] }).onlyRequires('title')).toBe(false);
    expect(new ValidationError({ title: [REQUIRED_MESSAGE, maxLengthMessage(10)] }).onlyRequires('title')).toBe(false);
    expect(new ValidationError({ title: [REQUIRED_MESSAGE], notes: [maxLengthMessage(10)] }).onlyRequires('title')).toBe(false);
    // The legacy door's own English words are never read as the rule.
    expect(new ValidationError({ title: ['Required field.'] }).onlyRequires('title')).toBe(false);
    expect(new ValidationError({ title: [message('server.mustBeText')] }).onlyRequires('title')).toBe(false);
  });
});
