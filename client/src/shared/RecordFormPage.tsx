import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Fragment, type ReactNode } from 'react';
import { errorCodes } from './apolloErrors';
import { ListLoadError } from './ListLoadError';
import { useListReturn } from './listReturn';
import { PageLoading } from './PageLoading';
import { RecordNotFound } from './RecordNotFound';
import { useFormMode } from './useFormMode';

interface RecordNaming {
  /** The record's words, in the current language (catalogue keys `<area>.record.*`). */
  texts: {
    /** 'Food not found' */
    notFoundTitle: string;
    /** "This food doesn't exist or was deleted." */
    notFoundMessage: string;
    /** 'Back to the foods list' */
    backToList: string;
    /** What could not be loaded, completing 'Couldn't load {what}.' ('this food'). */
    loadWhat: string;
  };
  /** Where the back link leads (at the search and page the list opened the form from: `useListReturn`). */
  listPath: string;
}

export interface RecordLoadStatesProps<TRecord> extends RecordNaming {
  /** The route's id (`null` when it is not a valid id). */
  id: number | null;
  record: TRecord | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The edit form of the loaded record. */
  children: (record: TRecord) => ReactNode;
}

/** An edit page while its record loads: not found (bad id or NOT_FOUND), the form, a load error, or loading. */
export function RecordLoadStates<TRecord>({
  texts,
  listPath,
  id,
  record,
  loading,
  error,
  onRetry,
  children,
}: RecordLoadStatesProps<TRecord>) {
  const returnPath = useListReturn(listPath);
  const notFound = (
    <RecordNotFound title={texts.notFoundTitle} message={texts.notFoundMessage} backTo={returnPath} backLabel={texts.backToList} />
  );
  if (id === null || (error && errorCodes(error).includes('NOT_FOUND'))) return notFound;
  if (record) return children(record);
  if (error) return <ListLoadError what={texts.loadWhat} onRetry={onRetry} />;
  if (loading) return <PageLoading />;
  return notFound;
}

export interface RecordFormPageProps<TData, Field extends keyof TData> extends RecordNaming {
  /** The record by id, e.g. `FoodQuery`; its answer holds the record in `field` (e.g. 'food'). */
  query: TypedDocumentNode<TData, { id: number }>;
  field: Field;
  /** The form: empty without a record (/x/new), filled with it (/x/:id/edit). */
  form: (record?: NonNullable<TData[Field]>) => ReactNode;
}

/** /x/new and /x/:id/edit: the new record's form, or the record's once loaded (see `RecordLoadStates`). */
export function RecordFormPage<TData, Field extends keyof TData>(props: RecordFormPageProps<TData, Field>) {
  const formMode = useFormMode();
  if (formMode.mode === 'new') return <Fragment key="new">{props.form()}</Fragment>;
  return <EditRecord key={formMode.id ?? 'unknown'} id={formMode.id} {...props} />;
}

function EditRecord<TData, Field extends keyof TData>({
  id,
  query,
  field,
  form,
  ...naming
}: RecordFormPageProps<TData, Field> & { id: number | null }) {
  const { data, loading, error, refetch } = useQuery(query, { variables: { id: id ?? 0 }, skip: id === null });
  const record = data ? (data as TData)[field] : undefined;
  return (
    <RecordLoadStates {...naming} id={id} record={record} loading={loading} error={error} onRetry={() => void refetch()}>
      {(loaded) => form(loaded as NonNullable<TData[Field]>)}
    </RecordLoadStates>
  );
}
