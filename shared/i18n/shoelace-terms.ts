/**
 * Shoelace's own words (a dialog's close button, a select's clear button, "N options
 * selected") in our languages: Shoelace picks them by `<html lang>`, which the portal sets
 * to zh-CN, en or zh-TW; English is built in.
 */
import '@shoelace-style/shoelace/dist/translations/zh-cn.js';
import '@shoelace-style/shoelace/dist/translations/zh-tw.js';
