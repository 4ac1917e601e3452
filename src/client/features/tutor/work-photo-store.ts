/**
 * The photo of Work Analysis work, kept with the session it was chosen in so that a reload or a
 * slip of navigation does not lose it, as the typed work is kept in the session record. A photo
 * may be up to 10 MB, more than the session's local storage holds, so it is kept in the browser's
 * IndexedDB: one photo per account, with the id of the session it belongs to. Where IndexedDB is
 * blocked or fails, the photo is simply not kept; nothing on screen breaks.
 */

const DATABASE_NAME = "vector-work-photos";
const STORE_NAME = "photos";

/** The photo of one account's current work, and the session it belongs to. */
interface StoredWorkPhoto {
  recordId: string;
  name: string;
  type: string;
  bytes: Blob;
}

/** Where one account's work photo is kept. */
export interface WorkPhotoStore {
  /** The photo kept for this session, or null. */
  load(recordId: string): Promise<File | null>;
  /** Keeps this photo for this session, in place of any photo kept before. */
  keep(recordId: string, photo: File): Promise<void>;
  /** Forgets the photo kept for this session, if it is the one kept. */
  forget(recordId: string): Promise<void>;
}

function openDatabase(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === "undefined") return resolve(null);
      const request = indexedDB.open(DATABASE_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs one request on the store; null when the database cannot be reached. */
async function withStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const database = await openDatabase();
  if (!database) return null;
  return new Promise((resolve) => {
    try {
      const transaction = database.transaction(STORE_NAME, mode);
      const request = use(transaction.objectStore(STORE_NAME));
      transaction.oncomplete = () => {
        database.close();
        resolve(request.result ?? null);
      };
      transaction.onerror = () => {
        database.close();
        resolve(null);
      };
      transaction.onabort = () => {
        database.close();
        resolve(null);
      };
    } catch {
      database.close();
      resolve(null);
    }
  });
}

function isStoredWorkPhoto(value: unknown): value is StoredWorkPhoto {
  if (typeof value !== "object" || value === null) return false;
  const photo = value as Record<string, unknown>;
  return (
    typeof photo.recordId === "string" &&
    typeof photo.name === "string" &&
    typeof photo.type === "string" &&
    photo.bytes instanceof Blob
  );
}

/** One account's work photo in this browser; another account at the same browser sees none of it. */
export function accountWorkPhotos(userId: string): WorkPhotoStore {
  const key = `work-photo:${userId}`;
  const stored = async () => {
    const value = await withStore("readonly", (store) => store.get(key));
    return isStoredWorkPhoto(value) ? value : null;
  };
  return {
    async load(recordId) {
      const photo = await stored();
      if (!photo || photo.recordId !== recordId) return null;
      return new File([photo.bytes], photo.name, { type: photo.type });
    },
    async keep(recordId, photo) {
      const value: StoredWorkPhoto = { recordId, name: photo.name, type: photo.type, bytes: photo };
      await withStore("readwrite", (store) => store.put(value, key));
    },
    async forget(recordId) {
      const photo = await stored();
      if (photo?.recordId === recordId) await withStore("readwrite", (store) => store.delete(key));
    },
  };
}
