export function bigMt940(options?: { entries?: number; account?: string; seed?: number }): string;
