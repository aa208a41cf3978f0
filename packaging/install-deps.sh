#!/usr/bin/env bash
# Installs what LUMA Workbench needs to build and test on Debian 12. Idempotent: it asks apt
# only for packages that are not installed yet, and does nothing when all are present.
set -euo pipefail
packages=(
  cmake g++ make pkg-config
  nlohmann-json3-dev libssl-dev libsqlite3-dev libboost-dev libssh-dev
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev libqcustomplot-dev qt6-svg-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libxkbcommon-dev
  libbenchmark-dev poppler-utils
  help2man lintian dpkg-dev file
  fonts-wqy-microhei fonts-ipafont-gothic
  clang-format clang-tidy
  openssh-server openssh-client
  slurm-wlm munge
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
