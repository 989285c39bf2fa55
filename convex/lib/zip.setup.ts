/** Test-only: a DOCX type and a minimal ZIP builder for the document-sniffing tests. */
export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

/** A minimal ZIP with empty stored entries: local headers, central directory, end record. */
export function zip(names: string[], padding = 0): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const local: number[] = [];
  const central: number[] = [];
  for (const name of names) {
    const n = [...encoder.encode(name)];
    const offset = local.length;
    local.push(
      ...[0x50, 0x4b, 3, 4],
      ...le16(20),
      ...le16(0),
      ...le16(0),
      ...le32(0),
      ...le32(0),
      ...le32(0),
      ...le32(0),
    );
    local.push(...le16(n.length), ...le16(0), ...n);
    central.push(...[0x50, 0x4b, 1, 2], ...le16(20), ...le16(20), ...le16(0), ...le16(0), ...le32(0), ...le32(0));
    central.push(...le32(0), ...le32(0), ...le16(n.length), ...le16(0), ...le16(0), ...le16(0), ...le16(0), ...le32(0));
    central.push(...le32(offset), ...n);
  }
  const filler = new Array<number>(padding).fill(0);
  const end = [0x50, 0x4b, 5, 6, ...le16(0), ...le16(0), ...le16(names.length), ...le16(names.length)];
  end.push(...le32(central.length), ...le32(local.length + padding), ...le16(0));
  return new Uint8Array([...local, ...filler, ...central, ...end]);
}
