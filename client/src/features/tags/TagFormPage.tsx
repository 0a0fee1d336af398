import { useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import type { TagFieldsFragment } from '../../gql/graphql';
import { errorCodes } from '../../shared/apolloErrors';
import { ListLoadError } from '../../shared/ListLoadError';
import { notify } from '../../shared/notify';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { serverFormErrors } from '../../shared/serverFormErrors';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { TextField } from '../../shared/TextField';
import { useFormMode } from '../../shared/useFormMode';
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
  const formMode = useFormMode();
  if (formMode.mode === 'new') return <TagForm key="new" />;
  return <EditTag key={formMode.id ?? 'unknown'} id={formMode.id} />;
}

function TagNotFound() {
  return (
    <RecordNotFound
      title="Tag not found"
      message="This tag doesn't exist or was deleted."
      backTo={LIST_PATH}
      backLabel="Back to the tags list"
    />
  );
}

function EditTag({ id }: { id: number | null }) {
  const { data, loading, error, refetch } = useQuery(TagQuery, { variables: { id: id ?? 0 }, skip: id === null });
  if (id === null || (error && errorCodes(error).includes('NOT_FOUND'))) return <TagNotFound />;
  if (data?.tag) return <TagForm tag={data.tag} />;
  if (error) return <ListLoadError what="this tag" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading />;
  return <TagNotFound />;
}

function TagForm({ tag }: { tag?: TagFieldsFragment }) {
  const createTag = useCreateTag();
  const updateTag = useUpdateTag();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const isNew = !tag;

  async function handleSubmit(values: TagValues, helpers: FormikHelpers<TagValues>) {
    setServerErrors([]);
    const input = { name: values.name.trim() };
    let saved: TagFieldsFragment;
    try {
      saved = tag ? await updateTag(tag.id, input) : await createTag(input);
    } catch (error) {
      const { fieldErrors, messages } = serverFormErrors<TagValues>(error, toFormPath);
      helpers.setErrors(fieldErrors);
      setServerErrors(messages);
      return;
    }
    notify.success('Success', `${saved.name} was successfully ${isNew ? 'created' : 'edited'}.`);
    await navigate(LIST_PATH);
  }

  return (
    <>
      <PageHeader title={isNew ? 'Registering new tag' : `Editing tag ${tag.name}`} back={{ to: LIST_PATH }} />
      <Formik initialValues={{ name: tag?.name ?? '' }} validationSchema={tagSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form card" aria-label={isNew ? 'New tag' : 'Edit tag'}>
            <ServerErrorAlert messages={serverErrors} />
            <TextField name="name" label="Name" autoComplete="off" maxLength={TAG_NAME_MAX} />
            <div className="form-actions">
              <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
                {isNew ? 'Create' : 'Edit'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
}
