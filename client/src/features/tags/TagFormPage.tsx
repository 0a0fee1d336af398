import { NAME_MAX } from '@fitness-manager/shared';
import * as yup from 'yup';
import type { TagFieldsFragment } from '../../gql/graphql';
import { boundedText } from '../../shared/formRules';
import { RecordForm } from '../../shared/RecordForm';
import { RecordFormPage } from '../../shared/RecordFormPage';
import { TextField } from '../../shared/TextField';
import { TagQuery } from './tagDocuments';
import { useCreateTag, useUpdateTag } from './useTagMutations';
import { useT } from '../../shared/i18n/i18n';

const LIST_PATH = '/tags/list';

export interface TagValues {
  name: string;
}

const tagSchema: yup.ObjectSchema<TagValues> = yup.object({
  name: boundedText(NAME_MAX),
});

const toFormPath = (field: string): keyof TagValues | null => (field === 'name' ? 'name' : null);

/** /tags/new and /tags/:id/edit. */
export function TagFormPage() {
  const t = useT();
  const texts = {
    notFoundTitle: t('tags.record.notFoundTitle'),
    notFoundMessage: t('tags.record.notFoundMessage'),
    backToList: t('tags.record.backToList'),
    loadWhat: t('tags.record.loadWhat'),
  };
  return <RecordFormPage texts={texts} listPath={LIST_PATH} query={TagQuery} field="tag" form={(tag) => <TagForm tag={tag} />} />;
}

function TagForm({ tag }: { tag?: TagFieldsFragment }) {
  const t = useT();
  const createTag = useCreateTag();
  const updateTag = useUpdateTag();
  const isNew = !tag;

  return (
    <RecordForm
      title={isNew ? t('tags.form.newTitle') : t('tags.form.editTitle', { name: tag.name })}
      formLabel={isNew ? t('tags.form.newLabel') : t('tags.form.editLabel')}
      listPath={LIST_PATH}
      isNew={isNew}
      save={(values) => {
        const input = { name: values.name.trim() };
        return tag ? updateTag(tag.id, input) : createTag(input);
      }}
      initialValues={{ name: tag?.name ?? '' }}
      validationSchema={tagSchema}
      toFormPath={toFormPath}
    >
      <TextField name="name" label={t('common.name')} autoComplete="off" maxLength={NAME_MAX} />
    </RecordForm>
  );
}
