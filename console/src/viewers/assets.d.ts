// Vite's '?url' imports: the built file's address.
declare module '*?url' {
  const url: string;
  export default url;
}
