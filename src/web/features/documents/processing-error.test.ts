import { describe, expect, it } from 'vitest';
import { describeProcessingError } from './processing-error';

describe('describeProcessingError', () => {
  it.each([
    ['User not found', 'User account not found. Please try logging out and logging back in.'],
    ['user account not found for wallet', 'User account not found. Please try logging out and logging back in.'],
    ['No authentication data', 'Authentication required. Please log in again.'],
    ['UNAUTHORIZED', 'Authentication required. Please log in again.'],
    ['No wallet address', 'Wallet address not found. Please log in again.'],
    ['Could not read this PDF.', 'Could not read this PDF.'],
    ['', 'Failed to process reg.pdf.'],
    [null, 'Failed to process reg.pdf.'],
    [undefined, 'Failed to process reg.pdf.'],
  ])('%j', (error, expected) => {
    expect(describeProcessingError(error, 'reg.pdf')).toBe(expected);
  });
});
