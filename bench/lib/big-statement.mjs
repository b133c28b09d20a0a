// A big MT940 statement as ING writes it (header blocks, structured :86:, balances that add up),
// for the bench and the tests: `entries` lines on one account, about 245 bytes an entry (20,000
// entries ≈ 4.9 MB, the size of the file in issue 24).
export function bigMt940({ entries = 20_000, account = 'NL91ABNA0417164300', seed = 1 } = {}) {
  const parts = ['{1:F01INGBNL2AXXX0000000000}{2:I940INGBNL2AXXXN}{4:', `:20:P26031300${seed}`, `:25:${account}EUR`, `:28C:${seed}/1`];
  parts.push(':60F:C260312EUR1000,00');
  let cents = 100_000;
  for (let i = 1; i <= entries; i++) {
    const credit = i % 5 !== 0;
    const amount = 1000 + ((i * 7919) % 90_000);
    cents += credit ? amount : -amount;
    const euros = `${Math.floor(amount / 100)},${String(amount % 100).padStart(2, '0')}`;
    const n = String(i).padStart(6, '0');
    parts.push(`:61:2603130313${credit ? 'C' : 'D'}${euros}NTRFEREF//2603130${n}`);
    parts.push('/TRCD/00100/');
    parts.push(`:86:/EREF/E2E${seed}${n}//CNTP/NL20INGB000${n.slice(0, 7)}/INGBNL2A/Klant ${n} B.V./AMST`);
    parts.push(`ERDAM//REMI/USTD//Betaling order ${n} week 11 levering ${seed}/`);
  }
  const closing = `${cents < 0 ? 'D' : 'C'}260313EUR${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  parts.push(`:62F:${closing}`, `:64:${closing}`, '-}');
  return `${parts.join('\r\n')}\r\n`;
}
