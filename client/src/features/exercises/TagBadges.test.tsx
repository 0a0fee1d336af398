import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TAG_BADGE_STYLES, TagBadges, tagBadgeStyle } from './TagBadges';

describe('tag badge colours', () => {
  it('cycle over info, success, danger, warning, primary, default by id % 6', () => {
    expect(TAG_BADGE_STYLES).toEqual(['info', 'success', 'danger', 'warning', 'primary', 'default']);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 12, 13].map(tagBadgeStyle)).toEqual([
      'info',
      'success',
      'danger',
      'warning',
      'primary',
      'default',
      'info',
      'success',
      'info',
      'success',
    ]);
  });

  it('renders each tag as a badge of its colour, in a named list', () => {
    const tags = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Tag ${id}` }));
    render(<TagBadges tags={tags} label="Tags of Squat" />);
    const list = screen.getByRole('list', { name: 'Tags of Squat' });
    const badges = within(list).getAllByRole('listitem');
    expect(badges.map((badge) => [badge.textContent, badge.className])).toEqual([
      ['Tag 1', 'tag-badge tag-badge--success'],
      ['Tag 2', 'tag-badge tag-badge--danger'],
      ['Tag 3', 'tag-badge tag-badge--warning'],
      ['Tag 4', 'tag-badge tag-badge--primary'],
      ['Tag 5', 'tag-badge tag-badge--default'],
      ['Tag 6', 'tag-badge tag-badge--info'],
    ]);
  });

  it('renders nothing without tags', () => {
    const { container } = render(<TagBadges tags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
