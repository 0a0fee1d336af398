import { registerEnumType } from 'type-graphql';

/** Serving units; the stored value is the lower-case code (`un` is shown as "un."). */
export enum Unit {
  G = 'g',
  ML = 'ml',
  UN = 'un',
}

registerEnumType(Unit, {
  name: 'Unit',
  description: 'Serving unit: grams, millilitres or units (shown "un.").',
  valuesConfig: { G: { description: 'grams' }, ML: { description: 'millilitres' }, UN: { description: 'units, shown "un."' } },
});
