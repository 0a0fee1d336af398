import './tagBadges.css';
import { useT } from '../../shared/i18n/i18n';

/** Tag badges cycle over these six styles by tag id (id % 6). */
export const TAG_BADGE_STYLES = ['info', 'success', 'danger', 'warning', 'primary', 'default'] as const;
export type TagBadgeStyle = (typeof TAG_BADGE_STYLES)[number];

/** The badge style of a tag: `TAG_BADGE_STYLES[id % 6]` (id 1 → success, id 6 → info). */
export function tagBadgeStyle(id: number): TagBadgeStyle {
  const index = ((Math.trunc(id) % TAG_BADGE_STYLES.length) + TAG_BADGE_STYLES.length) % TAG_BADGE_STYLES.length;
  return TAG_BADGE_STYLES[index];
}

export interface TagBadgesProps {
  tags: ReadonlyArray<{ id: number; name: string }>;
  /** Names the list for assistive technology, e.g. 'Tags of Squat'. Default 'Tags' (in the current language). */
  label?: string;
}

/** An exercise's tags as coloured badges (a list, so screen readers announce the count). */
export function TagBadges({ tags, label }: TagBadgesProps) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul className="tag-badges" aria-label={label ?? t('exercises.list.tags')}>
      {tags.map((tag) => (
        <li key={tag.id} className={`tag-badge tag-badge--${tagBadgeStyle(tag.id)}`}>
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
