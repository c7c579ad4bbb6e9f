/** A stored temperature (0-100) as the model sees it, without trailing zeros: 70 → "0.7", 5 → "0.05". */
export const formatTemperature = (stored: number): string => String(Number((stored / 100).toFixed(2)));
