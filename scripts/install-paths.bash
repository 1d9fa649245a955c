# The rules scripts/install and scripts/uninstall share; both source this file (it is not run).
#
# PREFIX is taken as `cd` takes a folder: relative to the current folder, `..` lexically, and
# PREFIX, PREFIX/ and PREFIX// alike. A PREFIX that starts with "-" is refused (an option neither
# script has, or a folder that would be taken for one: write ./-name).
#
# The install manifest holds `file PATH` and `folder PATH` lines. uninstall removes only what a
# line accepted here names, and install records nothing else, so that neither touches a path
# outside PREFIX: a line is accepted when PATH is absolute, has no `.` or `..` part and no
# trailing slash, and what removing it touches lies inside PREFIX with every link resolved (the
# prefix's own links too). For a file that is the file in its folder, every link above it
# followed: removing a file that is itself a link removes the link, so where the link leads does
# not matter. For a folder it is where the folder leads, every link followed, and may be the
# prefix itself.
#
# What the scripts print passes through `inert`, since a path (from the command line or from a
# manifest) may hold control characters that a terminal would act on.
#
# The including script sets `script_name` (for messages) and `help` (printed for --help).

# Prints $1 with every C0 control and DEL in caret notation ("^[" for ESC) and every C1 control
# (U+0080–U+009F, in UTF-8) as "<U+009B>", as the library's InertText shows them, byte by byte so
# that it holds in any locale.
inert() {
    local LC_ALL=C
    local text="$1" out="" character code next index
    case "$text" in
    *[[:cntrl:]]* | *$'\xc2'*) ;;
    *)
        printf '%s' "$text"
        return
        ;;
    esac
    for ((index = 0; index < ${#text}; index++)); do
        character="${text:index:1}"
        printf -v code '%d' "'$character"
        if ((code < 0)); then code=$((code + 256)); fi
        if ((code < 32)); then
            printf -v character "^\\x$(printf '%02x' $((code + 64)))"
        elif ((code == 127)); then
            character='^?'
        elif ((code == 0xc2 && index + 1 < ${#text})); then
            printf -v next '%d' "'${text:index+1:1}"
            if ((next < 0)); then next=$((next + 256)); fi
            if ((next >= 0x80 && next <= 0x9f)); then
                printf -v character '<U+%04X>' "$next"
                index=$((index + 1))
            fi
        fi
        out+="$character"
    done
    printf '%s' "$out"
}

# Prints a line of progress on standard output.
say() { printf '%s\n' "$(inert "$*")"; }

# Prints a line on standard error, naming the script.
report() { printf '%s: %s\n' "$script_name" "$(inert "$*")" >&2; }

# Prints the count $1 and the noun $2, plural unless the count is 1: "1 line", "2 lines".
counted() { if [ "$1" -eq 1 ]; then printf '1 %s' "$2"; else printf '%d %ss' "$1" "$2"; fi; }

# Reports the reason and exits with status 2 (a usage error, or a refusal before anything was done).
die() {
    report "$@"
    exit 2
}

# Reads the command line ([PREFIX], or -h/--help) into `prefix`: absolute, without empty, `.` or
# `..` parts and without a trailing slash, /usr/local when left out, and the root as the empty
# string (so that "$prefix/bin" is /bin). --help prints `help` and exits.
read_prefix() {
    case $# in
    0) set -- /usr/local ;;
    1) ;;
    *) die "one PREFIX at most (usage: scripts/$script_name [PREFIX]; --help says more)" ;;
    esac
    case "$1" in
    -h | --help)
        printf '%s\n' "$help"
        exit 0
        ;;
    -*) die "unknown option $1 (usage: scripts/$script_name [PREFIX]; a PREFIX that starts with - is written ./$1)" ;;
    "") die "the prefix is empty" ;;
    *$'\n'*) die "the prefix holds a line break, which the manifest's lines cannot: $1" ;;
    esac
    local rest="$1" part
    case "$rest" in /*) ;; *) rest="$PWD/$rest" ;; esac
    prefix=""
    while [ -n "$rest" ]; do
        part="${rest%%/*}"
        if [ "$part" = "$rest" ]; then rest=""; else rest="${rest#*/}"; fi
        case "$part" in
        "" | .) ;;
        ..) prefix="${prefix%/*}" ;;
        *) prefix="$prefix/$part" ;;
        esac
    done
}

# Sets `resolved` to the path $1 (absolute) leads to with every link in it followed, as
# `realpath -m` (which macOS lacks) would: parts that do not exist are kept as they are. Fails on
# a link loop (more than 40 links).
resolve_path() {
    local rest="$1" part target links=0
    resolved=""
    while [ -n "$rest" ]; do
        part="${rest%%/*}"
        if [ "$part" = "$rest" ]; then rest=""; else rest="${rest#*/}"; fi
        case "$part" in
        "" | .) continue ;;
        ..)
            resolved="${resolved%/*}"
            continue
            ;;
        esac
        if [ -L "$resolved/$part" ]; then
            links=$((links + 1))
            [ "$links" -le 40 ] || return 1
            # The x keeps line breaks that end the target, which $(...) would drop.
            target="$(readlink "$resolved/$part" && printf x)"
            [ -n "$target" ] || return 1
            target="${target%$'\n'x}"
            case "$target" in /*) resolved="" ;; esac
            rest="$target/$rest"
        else
            resolved="$resolved/$part"
        fi
    done
    resolved="${resolved:-/}"
}

# Checks one manifest line against the prefix, whose resolved path is $2 (see the rules above).
# Sets `line_kind` (file or folder) and `line_path`; when the line is refused, sets
# `line_refusal` to the reason and returns 1.
check_manifest_line() {
    local line="$1" root="$2" reach
    line_kind="${line%% *}"
    line_path="${line#* }"
    case "$line" in
    "file "* | "folder "*) ;;
    *)
        line_refusal="not a line scripts/install writes"
        return 1
        ;;
    esac
    case "$line_path" in
    /*) ;;
    *)
        line_refusal="not an absolute path"
        return 1
        ;;
    esac
    case "$line_path/" in
    */./* | */../*)
        line_refusal="a . or .. in the path"
        return 1
        ;;
    esac
    case "$line_path" in
    */)
        line_refusal="a trailing slash"
        return 1
        ;;
    esac
    if [ "$line_kind" = file ]; then
        if ! resolve_path "${line_path%/*}"; then
            line_refusal="a link loop in the path"
            return 1
        fi
        reach="${resolved%/}/${line_path##*/}"
    else
        if ! resolve_path "$line_path"; then
            line_refusal="a link loop in the path"
            return 1
        fi
        reach="$resolved"
        [ "$reach" != "$root" ] || return 0
    fi
    case "$reach" in "${root%/}"/?*) return 0 ;; esac
    if [ "$reach" = "$line_path" ]; then
        line_refusal="outside the prefix $root"
    else
        line_refusal="a link leads it to $reach, outside the prefix $root"
    fi
    return 1
}

# Writes the manifest $1 from `manifest_files` and `manifest_folders`: the files in their order,
# then the folders deepest first, each once (the order uninstall removes them in). The manifest
# is replaced whole, by a rename, so that it is never seen half-written; `manifest_draft` names
# the draft while it exists, for a trap to remove.
write_manifest() {
    local manifest="$1"
    manifest_draft="$(mktemp "$manifest.XXXXXX")"
    {
        echo "# Installed by scripts/install; scripts/uninstall removes these files, then these folders when empty."
        if [ ${#manifest_files[@]} -gt 0 ]; then printf 'file %s\n' "${manifest_files[@]}"; fi
        if [ ${#manifest_folders[@]} -gt 0 ]; then
            printf 'folder %s\n' "${manifest_folders[@]}" | awk '!seen[$0]++ { print length($0) "\t" $0 }' | sort -rn | cut -f2-
        fi
    } >"$manifest_draft"
    chmod 644 "$manifest_draft"
    mv -f "$manifest_draft" "$manifest"
    manifest_draft=""
}
