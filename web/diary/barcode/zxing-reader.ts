// The WASM barcode reader (ZXing-C++ through zxing-wasm) for browsers without BarcodeDetector
// (Chromium on Linux and Windows, Firefox, Safari before 17). Imported only when scanning starts:
// about 12 KB gzip of script and 410 KB of .wasm, served from our own origin (Vite emits the
// file into /assets), never from the package's default CDN. Compiling it needs CSP's
// 'wasm-unsafe-eval' (worker/platform/security-headers.ts).
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

const ready = prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) },
  fireImmediately: true,
});

/** Resolves once the .wasm is compiled (rejects when it cannot load). */
export const readerReady = (): Promise<unknown> => ready;

/** The retail code in a frame, or null: EAN-13, EAN-8, UPC-A and UPC-E only, their check digit verified. */
export async function readCode(image: ImageData): Promise<string | null> {
  await ready;
  const [found] = await readBarcodes(image, {
    formats: ["EAN13", "EAN8", "UPCA", "UPCE"],
    tryHarder: true,
    maxNumberOfSymbols: 1,
  });
  return found?.isValid ? found.text : null;
}
