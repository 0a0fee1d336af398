// The compiled message catalogues (client/vite.catalogues.ts): `virtual:catalogue/<language>/<signin|app>`.
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
