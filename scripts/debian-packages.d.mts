/** Whether `binary` is on the PATH. */
export function has(binary: string): boolean;
/** `apt-get install` of `pkg` unless `binary` is already there. */
export function ensureDebianPackage(binary: string, pkg?: string): void;
