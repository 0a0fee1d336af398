import * as yup from 'yup';
import type { TagFieldsFragment } from '../../gql/graphql';
import { RecordForm } from '../../shared/RecordForm';
import { RecordFormPage } from '../../shared/RecordFormPage';
import { TextField } from '../../shared/TextField';
import { TagQuery } from './tagDocuments';
import { useCreateTag, useUpdateTag } from './useTagMutations';

const LIST_PATH = '/tags/list';
/** As the server allows. */
export const TAG_NAME_MAX = 100;

export interface TagValues {
  name: string;
}

const tagSchema: yup.ObjectSchema<TagValues> = yup.object({
  name: yup.string().trim().required('Required field.').max(TAG_NAME_MAX, `Maximum ${TAG_NAME_MAX} characters.`),
});

const toFormPath = (field: string) => (field === 'name' ? 'name' : null);

/** /tags/new and /tags/:id/edit. */
export function TagFormPage() {
  return (
    <RecordFormPage noun="tag" listPath={LIST_PATH} query={TagQuery} field="tag" form={(tag) => <TagForm tag={tag} />} />
  );
}

function TagForm({ tag }: { tag?: TagFieldsFragment }) {
  const createTag = useCreateTag();
  const updateTag = useUpdateTag();
  const isNew = !tag;

  return (
    <RecordForm
      title={isNew ? 'Registering new tag' : `Editing tag ${tag.name}`}
      formLabel={isNew ? 'New tag' : 'Edit tag'}
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
      <TextField name="name" label="Name" autoComplete="off" maxLength={TAG_NAME_MAX} />
    </RecordForm>
  );
}
