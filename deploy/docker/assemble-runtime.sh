#!/bin/sh
# Lays out what one built project runs, for the runtime image: the root package.json, the project's
# package.json and dist, every shared library that was built (workspace links in node_modules point at
# them), and for the gateway the built web app and the committed OpenAPI document it serves. Tests' compiled
# files are left out.
# Usage, from the workspace root: deploy/docker/assemble-runtime.sh <services/<name> | gateway> <output dir>
set -eu
project="$1"
out="$2"

if [ ! -f "$project/dist/main.js" ]; then
  echo "$project/dist/main.js is missing: build the project first" >&2
  exit 1
fi

copy_package() {
  mkdir -p "$out/$1"
  cp "$1/package.json" "$out/$1/"
  cp -R "$1/dist" "$out/$1/"
}

mkdir -p "$out"
cp package.json "$out/"
copy_package "$project"
for lib in libs/*; do
  if [ -d "$lib/dist" ]; then copy_package "$lib"; fi
done
if [ "$project" = gateway ]; then
  if [ ! -f web/dist/index.html ]; then
    echo "web/dist/index.html is missing: build the web app first" >&2
    exit 1
  fi
  mkdir -p "$out/web"
  cp -R web/dist "$out/web/"
  cp gateway/openapi.json "$out/gateway/"
fi
find "$out" -name '*.spec.js' -delete -o -name '*.spec.js.map' -delete
