import { graphql } from '../../gql';

export const CreateDownloadLinkMutation = graphql(`
  mutation CreateDownloadLink($kind: ExportKind!, $today: LocalDate, $timeZone: String, $csvLayout: CsvLayout) {
    createDownloadLink(kind: $kind, today: $today, timeZone: $timeZone, csvLayout: $csvLayout) {
      url
      fileName
      expiresAt
    }
  }
`);

export const ImportSummaryFieldsFragment = graphql(`
  fragment ImportSummaryFields on ImportSummary {
    kind
    format
    rows
    counts {
      item
      count
    }
    newExercises
    problems {
      line
      message
    }
    problemCount
    warnings
  }
`);

export const ImportPreviewQuery = graphql(`
  query ImportPreview($uploadId: Int!, $timeZone: String, $weightUnit: WeightUnit) {
    importPreview(uploadId: $uploadId, timeZone: $timeZone, weightUnit: $weightUnit) {
      ...ImportSummaryFields
    }
  }
`);

export const ImportUploadMutation = graphql(`
  mutation ImportUpload($uploadId: Int!, $duplicates: DuplicateFoods, $timeZone: String, $weightUnit: WeightUnit) {
    importUpload(uploadId: $uploadId, duplicates: $duplicates, timeZone: $timeZone, weightUnit: $weightUnit) {
      ...ImportSummaryFields
    }
  }
`);

export const DataUploadQuery = graphql(`
  query DataUpload {
    dataUpload {
      id
      status
      processedRows
      totalRows
    }
  }
`);
