/** How the API writes an instant. */
import { z } from "zod";

/** An ISO 8601 date and time, in UTC ("Z") or with an offset, as Date.toISOString() writes it. */
export const timestampSchema = z.iso.datetime({ offset: true });
