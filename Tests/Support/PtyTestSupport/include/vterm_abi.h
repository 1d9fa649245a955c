#ifndef PICKERS_VTERM_ABI_H
#define PICKERS_VTERM_ABI_H

/*
 * The parts of libvterm's binary interface that the end-to-end tests use, declared here so that
 * nothing needs libvterm's development header and nothing links against libvterm: the tests load
 * "libvterm.so.0" with dlopen and cast the symbols they look up to the function-pointer types
 * below. The layouts match libvterm 0.1.4 through 0.3.x, which agree on every field used here:
 *
 * - VTermPos, VTermColor and VTermScreenCell have the same layout in all of them. The attribute
 *   bit-field of a cell differs (0.2 inserted `conceal` before `strike`), so it is declared as a
 *   plain 32-bit word and the tests find each attribute's bits at run time by feeding known SGR
 *   sequences to a scratch terminal.
 * - VTermScreenCallbacks gained `sb_clear` in 0.3; the struct here has spare null slots so a newer
 *   library never reads past its end.
 * - VTermValue holds `char *` for strings up to 0.1.x and a VTermStringFragment from 0.2 on; both
 *   start with the string pointer. The fragment form is declared separately.
 * - Property numbers (VTERM_PROP_*) only gained new values at the end.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Opaque libvterm terminal (`VTerm`).
typedef struct PKVTerm PKVTerm;
/// Opaque libvterm state layer (`VTermState`).
typedef struct PKVTermState PKVTermState;
/// Opaque libvterm screen layer (`VTermScreen`).
typedef struct PKVTermScreen PKVTermScreen;

/// A cell position, zero-based (`VTermPos`).
typedef struct {
    int row;
    int col;
} PKVTermPos;

/// Bits of `PKVTermColor.type` (`VTermColorType`).
enum {
    /// The colour is an RGB triple (bit 0 clear).
    PK_VTERM_COLOR_RGB = 0x00,
    /// The colour is an index into the 256-colour palette (bit 0 set).
    PK_VTERM_COLOR_INDEXED = 0x01,
    /// Mask of the RGB / indexed bit.
    PK_VTERM_COLOR_TYPE_MASK = 0x01,
    /// The colour is the default foreground.
    PK_VTERM_COLOR_DEFAULT_FG = 0x02,
    /// The colour is the default background.
    PK_VTERM_COLOR_DEFAULT_BG = 0x04,
};

/// A colour as four bytes (`VTermColor`): `type`, then red, green, blue for RGB colours or the
/// palette index in `value1` for indexed ones.
typedef struct {
    /// Bits from the PK_VTERM_COLOR_* enumeration.
    uint8_t type;
    /// Red, or the palette index for an indexed colour.
    uint8_t value1;
    /// Green (RGB colours only).
    uint8_t value2;
    /// Blue (RGB colours only).
    uint8_t value3;
} PKVTermColor;

/// Most characters a screen cell holds: one base character and combining marks.
enum { PK_VTERM_MAX_CHARS_PER_CELL = 6 };

/// One screen cell (`VTermScreenCell`).
typedef struct {
    /// Unicode scalars, zero-terminated unless all six are used; 0 for an empty cell and
    /// 0xFFFFFFFF for the right half of a double-width character.
    uint32_t chars[PK_VTERM_MAX_CHARS_PER_CELL];
    /// Display width of the cell's character (1 or 2).
    char width;
    /// The attribute bit-field (`VTermScreenCellAttrs`) as one word; see the note above.
    uint32_t attrs;
    /// Foreground colour.
    PKVTermColor fg;
    /// Background colour.
    PKVTermColor bg;
} PKVTermScreenCell;

/// A string fragment of a terminal property (`VTermStringFragment`, libvterm 0.2 and later):
/// `len : 30`, `initial : 1` and `final : 1` share the word after the pointer.
typedef struct {
    /// The bytes of this fragment, not zero-terminated.
    const char *str;
    /// Bits 0-29: length; bit 30: first fragment; bit 31: last fragment.
    size_t bits;
} PKVTermStringFragment;

/// A property value for libvterm up to 0.1.x (`VTermValue`).
typedef union {
    /// Value of a boolean property.
    int boolean;
    /// Value of a numeric property.
    int number;
    /// Value of a string property, zero-terminated.
    char *string;
    /// Value of a colour property.
    PKVTermColor color;
} PKVTermValue;

/// A property value for libvterm 0.2 and later (`VTermValue`).
typedef union {
    /// Value of a boolean property.
    int boolean;
    /// Value of a numeric property.
    int number;
    /// Value of a string property, in fragments.
    PKVTermStringFragment string;
    /// Value of a colour property.
    PKVTermColor color;
} PKVTermFragmentValue;

/// Terminal properties reported through `settermprop` (`VTermProp`).
enum {
    /// Cursor visibility (boolean, DECTCEM `?25`).
    PK_VTERM_PROP_CURSORVISIBLE = 1,
    /// Cursor blinking (boolean).
    PK_VTERM_PROP_CURSORBLINK = 2,
    /// Alternate screen (boolean, `?1047` / `?1049`).
    PK_VTERM_PROP_ALTSCREEN = 3,
    /// Window title (string, OSC 0 / 2).
    PK_VTERM_PROP_TITLE = 4,
    /// Icon name (string, OSC 0 / 1).
    PK_VTERM_PROP_ICONNAME = 5,
    /// Reverse video of the whole screen (boolean, DECSCNM).
    PK_VTERM_PROP_REVERSE = 6,
    /// Cursor shape (number).
    PK_VTERM_PROP_CURSORSHAPE = 7,
    /// Mouse reporting (number): 0 off, 1 clicks, 2 drags, 3 all motion.
    PK_VTERM_PROP_MOUSE = 8,
};

/// `settermprop` callback: `prop` is a PK_VTERM_PROP_* value, `value` points at a PKVTermValue
/// or PKVTermFragmentValue depending on the library version. Returns 1 to accept the change.
typedef int (*pk_vterm_settermprop_fn)(int prop, void *value, void *user);

/// Screen-layer callbacks (`VTermScreenCallbacks`); only `settermprop` is used, the others stay
/// null. `spare` covers members added by later libvterm versions and must stay null.
typedef struct {
    void *damage;
    void *moverect;
    void *movecursor;
    pk_vterm_settermprop_fn settermprop;
    void *bell;
    void *resize;
    void *sb_pushline;
    void *sb_popline;
    void *spare[8];
} PKVTermScreenCallbacks;

/// `vterm_output_set_callback` callback: bytes the terminal sends back to the program.
typedef void (*pk_vterm_output_fn)(const char *bytes, size_t length, void *user);

/// `VTerm *vterm_new(int rows, int cols)`.
typedef PKVTerm *(*pk_vterm_new_fn)(int rows, int cols);
/// `void vterm_free(VTerm *)`.
typedef void (*pk_vterm_free_fn)(PKVTerm *vt);
/// `void vterm_set_utf8(VTerm *, int is_utf8)`.
typedef void (*pk_vterm_set_utf8_fn)(PKVTerm *vt, int is_utf8);
/// `void vterm_set_size(VTerm *, int rows, int cols)`.
typedef void (*pk_vterm_set_size_fn)(PKVTerm *vt, int rows, int cols);
/// `size_t vterm_input_write(VTerm *, const char *bytes, size_t len)`.
typedef size_t (*pk_vterm_input_write_fn)(PKVTerm *vt, const char *bytes, size_t length);
/// `void vterm_output_set_callback(VTerm *, VTermOutputCallback *, void *user)`.
typedef void (*pk_vterm_output_set_callback_fn)(PKVTerm *vt, pk_vterm_output_fn callback,
                                                void *user);
/// `VTermScreen *vterm_obtain_screen(VTerm *)`.
typedef PKVTermScreen *(*pk_vterm_obtain_screen_fn)(PKVTerm *vt);
/// `void vterm_screen_reset(VTermScreen *, int hard)`.
typedef void (*pk_vterm_screen_reset_fn)(PKVTermScreen *screen, int hard);
/// `void vterm_screen_enable_altscreen(VTermScreen *, int altscreen)`.
typedef void (*pk_vterm_screen_enable_altscreen_fn)(PKVTermScreen *screen, int enabled);
/// `int vterm_screen_get_cell(const VTermScreen *, VTermPos, VTermScreenCell *)`.
typedef int (*pk_vterm_screen_get_cell_fn)(const PKVTermScreen *screen, PKVTermPos position,
                                           PKVTermScreenCell *cell);
/// `void vterm_screen_set_callbacks(VTermScreen *, const VTermScreenCallbacks *, void *user)`.
typedef void (*pk_vterm_screen_set_callbacks_fn)(PKVTermScreen *screen,
                                                 const PKVTermScreenCallbacks *callbacks,
                                                 void *user);
/// `VTermState *vterm_obtain_state(VTerm *)`.
typedef PKVTermState *(*pk_vterm_obtain_state_fn)(PKVTerm *vt);
/// `void vterm_state_get_cursorpos(const VTermState *, VTermPos *)`.
typedef void (*pk_vterm_state_get_cursorpos_fn)(const PKVTermState *state,
                                                PKVTermPos *position);

#ifdef __cplusplus
}
#endif

#endif /* PICKERS_VTERM_ABI_H */
