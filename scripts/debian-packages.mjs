// Installs a Debian package when its program is missing (the machines here are Debian, as root): HAProxy for the
// scale test and the balancer bench, Redis when it is not already running.
import { execSync, spawnSync } from 'node:child_process';

/** Whether `binary` is on the PATH. */
export const has = (binary) => spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;

/** `apt-get install` of `pkg` unless `binary` is already there. */
export function ensureDebianPackage(binary, pkg = binary) {
  if (has(binary)) return;
  console.log(`Installing ${pkg} from Debian…`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} >/dev/null`, { stdio: 'inherit' });
}
