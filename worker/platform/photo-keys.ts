/** Every object of a user in the private PHOTOS bucket lives under this prefix. */
export const userPhotoPrefix = (userId: string) => `users/${userId}/`;

/** Deletes all of a user's objects, page by page (R2 lists at most 1000 at a time). */
export async function deleteUserPhotos(bucket: R2Bucket, userId: string): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: userPhotoPrefix(userId), cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    deleted += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
