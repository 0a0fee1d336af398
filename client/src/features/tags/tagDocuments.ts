import { graphql } from '../../gql';

export const TagFieldsFragment = graphql(`
  fragment TagFields on Tag {
    id
    name
  }
`);

export const TagsPageQuery = graphql(`
  query TagsPage($page: Int!, $size: Int!, $search: String) {
    tags(page: $page, size: $size, search: $search) {
      content {
        ...TagFields
      }
      totalElements
    }
  }
`);

export const TagQuery = graphql(`
  query Tag($id: Int!) {
    tag(id: $id) {
      ...TagFields
    }
  }
`);

export const CreateTagMutation = graphql(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      ...TagFields
    }
  }
`);

export const UpdateTagMutation = graphql(`
  mutation UpdateTag($id: Int!, $input: TagInput!) {
    updateTag(id: $id, input: $input) {
      ...TagFields
    }
  }
`);

export const DeleteTagMutation = graphql(`
  mutation DeleteTag($id: Int!) {
    deleteTag(id: $id) {
      id
      name
    }
  }
`);
