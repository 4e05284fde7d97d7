/**
 * Shoelace's own words (a dialog's close button, a select's clear button, "N options
 * selected") in our languages: Shoelace picks them by `<html lang>`, which the portal sets
 * to zh-CN, en or zh-TW; English is built in. Imported by the portal; elements leave it to
 * the host page, whose `<html lang>` is not theirs to set (and the watermark would otherwise
 * load Shoelace).
 */
import '@shoelace-style/shoelace/dist/translations/zh-cn.js';
import '@shoelace-style/shoelace/dist/translations/zh-tw.js';
