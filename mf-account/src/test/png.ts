/** A 1×1 PNG file, as a user would pick it. */
export const PNG = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'me.png',
    { type: 'image/png' },
  );
