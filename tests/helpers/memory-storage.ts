// A localStorage stand-in for unit tests of the write-ahead copies (src/adapters/storage.ts writeAheadRecord): the
// Map shows what is left behind.
export function memoryStorage() {
  const local = new Map<string, string>();
  const storage = {
    getItem: (key: string) => local.get(key) ?? null,
    setItem: (key: string, value: string) => void local.set(key, value),
    removeItem: (key: string) => void local.delete(key),
  };
  return { local, storage };
}
