// @lingui/message-utils publishes its entry points through package "exports" only, which the server's Node10 module
// resolution does not read for types (Node itself does, at run time): the part of its compileMessage.d.ts used here
// (and by @lingui/core's own types).
declare module '@lingui/message-utils/compileMessage' {
  type CompiledIcuChoices = Record<string, CompiledMessage> & { offset: number | undefined };
  type CompiledMessageToken = string | [name: string, type?: string, format?: unknown];
  export type CompiledMessage = CompiledMessageToken[];
  /** Compiles an ICU MessageFormat text; throws on a syntax error. */
  export function compileMessageOrThrow(message: string): CompiledMessage;
}
