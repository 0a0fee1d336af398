import { registerEnumType } from 'type-graphql';

/** How a set counts: warm-up sets never count for volume or records. Stored as the lower-case value. */
export enum SetType {
  NORMAL = 'normal',
  WARMUP = 'warmup',
  DROP = 'drop',
  FAILURE = 'failure',
}

registerEnumType(SetType, {
  name: 'SetType',
  description: 'NORMAL, WARMUP (never counts for volume or records), DROP (drop set) or FAILURE (to failure).',
});
