import { createRequire as __inkwellCreateRequire } from "node:module";
const require = __inkwellCreateRequire(import.meta.url);
import {
  CONVENTION_LEVELS,
  __commonJS,
  __require,
  __toESM,
  init_acorn,
  lineOfOffset,
  parseExpressionAt
} from "./shared-FFQT6SGG.js";

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap3 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap3;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP2 = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit2(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP2;
    visit2.REMOVE = REMOVE;
    function visit_(key, node, visitor, path5) {
      const ctrl = callVisitor(key, node, visitor, path5);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path5, ctrl);
        return visit_(key, ctrl, visitor, path5);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path5 = Object.freeze(path5.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path5);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path5 = Object.freeze(path5.concat(node));
          const ck = visit_("key", node.key, visitor, path5);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path5);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP2;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path5) {
      const ctrl = await callVisitor(key, node, visitor, path5);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path5, ctrl);
        return visitAsync_(key, ctrl, visitor, path5);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path5 = Object.freeze(path5.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path5);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path5 = Object.freeze(path5.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path5);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path5);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path5) {
      if (typeof visitor === "function")
        return visitor(key, node, path5);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path5);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path5);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path5);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path5);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path5);
      return void 0;
    }
    function replaceNode(key, path5, node) {
      const parent = path5[path5.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit2;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit2.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit2.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit2 = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit2.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path5, value) {
      let v = value;
      for (let i = path5.length - 1; i >= 0; --i) {
        const k = path5[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path5) => path5 == null || typeof path5 === "object" && !!path5[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path5, value) {
        if (isEmptyPath(path5))
          this.add(value);
        else {
          const [key, ...rest] = path5;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path5) {
        const [key, ...rest] = path5;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path5, keepScalar) {
        const [key, ...rest] = path5;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path5) {
        const [key, ...rest] = path5;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path5, value) {
        const [key, ...rest] = path5;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify2(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify2;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify2 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify2.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify2.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify2 = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify2.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify2 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify3 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify3(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify2.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify2.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add2 = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add2(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add2(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format: format3, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format3 && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify2 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify2.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify2.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify2.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path5, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path5, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path5) {
        if (Collection.isEmptyPath(path5)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path5) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path5, keepScalar) {
        if (Collection.isEmptyPath(path5))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path5, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path5) {
        if (Collection.isEmptyPath(path5))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path5) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path5, value) {
        if (Collection.isEmptyPath(path5)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path5), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path5, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "…" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "…";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "…\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap3 = fc.start.source === "{";
      const fcName = isMap3 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap3 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap3 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap3 && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap3 && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap3) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap3 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "",
      // Unicode next line
      _: " ",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify2 = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify2;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP2 = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit2(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP2;
    visit2.REMOVE = REMOVE;
    visit2.itemAtPath = (cst, path5) => {
      let item = cst;
      for (const [field, index] of path5) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit2.parentCollection = (cst, path5) => {
      const parent = visit2.itemAtPath(cst, path5.slice(0, -1));
      const field = path5[path5.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path5, item, visitor) {
      let ctrl = visitor(item, path5);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path5.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path5);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path5) : ctrl;
    }
    exports.visit = visit2;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser3 = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser3;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument3(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse4(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument3(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify2(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse4;
    exports.parseAllDocuments = parseAllDocuments2;
    exports.parseDocument = parseDocument3;
    exports.stringify = stringify2;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit2 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit2.visit;
    exports.visitAsync = visit2.visitAsync;
  }
});

// app/docs-check/action/docs-check-action.ts
import { randomUUID } from "node:crypto";
import { appendFile, readFile as readFile3 } from "node:fs/promises";
import path4 from "node:path";

// app/docs-check/local/check-local-docs.ts
import { readFile as readFile2, realpath as realpath2, stat } from "node:fs/promises";
import path3 from "node:path";

// app/docs-site/memory-docs-tree.ts
function memoryDocsTree(files, docsRoot = "") {
  const map = files instanceof Map ? files : new Map(Object.entries(files));
  const paths = [...map.keys()].sort();
  return {
    docsRoot,
    listFiles: () => paths,
    read: async (path5) => map.get(path5) ?? void 0
  };
}

// app/docs-site/parse-pages-off-thread.ts
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
var OWN_EXTENSION = path.extname(fileURLToPath(import.meta.url));
var PARSE_DEADLINE_MS = 5e3;
var OffThreadPageParser = class {
  constructor(deadlineMs = PARSE_DEADLINE_MS) {
    this.deadlineMs = deadlineMs;
  }
  deadlineMs;
  worker;
  /** Whether the thread has loaded the parser: the deadline counts from then, not from start-up. */
  ready = false;
  queue = [];
  current;
  async parse(text, options) {
    const reply = await this.run({ kind: "page", text, options });
    const page = reply?.page;
    return page && { ...page, anchors: new Set(page.anchors) };
  }
  /** What in a page runs code or reads files (see find-page-code.ts); undefined past the deadline. */
  async findCode(text, options) {
    return (await this.run({ kind: "code", text, options }))?.code;
  }
  run(request2) {
    return new Promise((resolve, reject) => {
      this.queue.push({ request: request2, resolve, reject });
      this.next();
    });
  }
  next() {
    if (this.current) return;
    const job = this.queue.shift();
    if (!job) {
      this.worker?.unref();
      return;
    }
    const worker = this.start();
    worker.ref();
    if (!this.ready) {
      this.queue.unshift(job);
      return;
    }
    this.current = { job, timer: setTimeout(() => this.abandon(worker), this.deadlineMs) };
    worker.postMessage(job.request);
  }
  start() {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./parse-page-worker.mjs", import.meta.url), {
      workerData: {
        tasksModule: new URL(`./page-thread-tasks${OWN_EXTENSION}`, import.meta.url).href
      }
    });
    worker.on("message", (reply) => {
      if (reply.ready) {
        this.ready = true;
        this.next();
        return;
      }
      this.finish(worker, (job) => job.resolve(reply));
    });
    const crashed = (error) => {
      if (worker !== this.worker) return;
      if (!this.ready) {
        this.worker = void 0;
        for (const job of this.queue.splice(0)) job.reject(error);
        return;
      }
      this.stop(worker, (job) => job.reject(error));
    };
    worker.on("error", crashed);
    worker.on(
      "exit",
      (code) => crashed(new Error(`the page parser thread stopped (code ${code})`))
    );
    this.worker = worker;
    this.ready = false;
    return worker;
  }
  finish(worker, settle) {
    if (worker !== this.worker) return;
    this.settleCurrent(settle);
    this.next();
  }
  /** The current page is over its deadline: stop the thread, leave the page unjudged, go on. */
  abandon(worker) {
    this.stop(worker, (job) => job.resolve(void 0));
    void worker.terminate();
  }
  /** The thread is gone (stopped, crashed or exited): settle its page and start afresh. */
  stop(worker, settle) {
    if (worker !== this.worker) return;
    this.worker = void 0;
    this.ready = false;
    this.settleCurrent(settle);
    this.next();
  }
  settleCurrent(settle) {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = void 0;
    settle(current.job);
  }
};
var shared;
function sharedPageParser() {
  shared ??= new OffThreadPageParser();
  return shared;
}

// app/docs-site/repo-path.ts
import { posix } from "node:path";
function parentOf(path5) {
  const slash = path5.lastIndexOf("/");
  return slash < 0 ? "" : path5.slice(0, slash);
}
function baseName(path5) {
  return path5.slice(path5.lastIndexOf("/") + 1);
}
function extensionOf(path5) {
  const name = baseName(path5);
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot).toLowerCase();
}
function withoutExtension(path5) {
  const extension = extensionOf(path5);
  return extension ? path5.slice(0, -extension.length) : path5;
}
function joinPath(folder, relative) {
  const joined = posix.normalize(`${folder}/${relative}`.replace(/^\/+/, ""));
  if (joined === ".." || joined.startsWith("../")) return void 0;
  const trimmed = joined.replace(/\/+$/, "");
  return trimmed === "." ? "" : trimmed;
}
function isInside(folder, path5) {
  return folder === "" || path5 === folder || path5.startsWith(`${folder}/`);
}
function relativePath(folder, to) {
  const relative = posix.relative(`/${folder}`, `/${to}`);
  return relative.startsWith(".") ? relative : `./${relative}`;
}
function pathBelow(folder, path5) {
  if (folder === "") return path5;
  return path5 === folder ? "" : path5.slice(folder.length + 1);
}
var PAGE_EXTENSIONS = /* @__PURE__ */ new Set([".md", ".mdx", ".markdown"]);
function isPagePath(path5) {
  return PAGE_EXTENSIONS.has(extensionOf(path5));
}
function isPublished(path5) {
  return !path5.split("/").some((part) => part.startsWith(".") || part === "node_modules");
}

// app/docs-site/site-files.ts
var file = (generator, role, syntax) => ({ generator, role, syntax });
var SITE_FILES = /* @__PURE__ */ new Map([
  ["docs.json", file("mintlify", "config", "json")],
  ["mint.json", file("mintlify", "config", "json")],
  ["mkdocs.yml", file("mkdocs", "config", "yaml")],
  ["mkdocs.yaml", file("mkdocs", "config", "yaml")],
  ["book.toml", file("mdbook", "config", "toml")],
  ["SUMMARY.md", file("mdbook", "navigation", "markdown")],
  ["docusaurus.config.js", file("docusaurus", "config", "code")],
  ["docusaurus.config.ts", file("docusaurus", "config", "code")],
  ["docusaurus.config.mjs", file("docusaurus", "config", "code")],
  ["sidebars.json", file("docusaurus", "navigation", "json")],
  ["sidebars.js", file("docusaurus", "navigation", "code")],
  ["sidebars.ts", file("docusaurus", "navigation", "code")],
  ["sidebars.mjs", file("docusaurus", "navigation", "code")],
  ["sidebars.cjs", file("docusaurus", "navigation", "code")],
  ["_category_.json", file("docusaurus", "navigation", "json")],
  ["_category_.yml", file("docusaurus", "navigation", "yaml")],
  ["_category_.yaml", file("docusaurus", "navigation", "yaml")],
  ["_meta.json", file("nextra", "navigation", "json")],
  ["astro.config.mjs", file("starlight", "config", "code")],
  ["astro.config.ts", file("starlight", "config", "code")]
]);
function siteFileOf(path5) {
  return SITE_FILES.get(path5.slice(path5.lastIndexOf("/") + 1));
}
function siteFileNames(match) {
  return [...SITE_FILES].filter(([, file2]) => match(file2)).map(([name]) => name);
}

// app/docs-site/docs-site-defaults.ts
var DOCS_SITE_DEFAULTS = {
  /** MkDocs keeps pages under `docs_dir`. */
  mkdocs: { docsDir: "docs" },
  /** mdBook keeps SUMMARY.md and the pages under `[book] src`. */
  mdbook: { src: "src" },
  /**
   * Docusaurus: the docs plugin's `path` and `routeBasePath`, the folder served as it is, and its
   * configuration files, in the order they are looked for.
   */
  docusaurus: {
    docsPath: "docs",
    routeBasePath: "docs",
    staticDir: "static",
    configFiles: siteFileNames((file2) => file2.generator === "docusaurus" && file2.role === "config")
  },
  /** Mintlify's reusable snippets. */
  mintlify: { snippetsDir: "snippets" }
};
function plainSite(root) {
  return {
    kind: "plain",
    root,
    configFile: void 0,
    urlRoot: root,
    assetRoot: root,
    urlPrefix: "",
    routeBase: void 0,
    navRoot: root,
    mdxForMd: false,
    slugStyles: ["github"],
    looseAnchors: false,
    parseOptions: {
      explicitHeadingIds: true,
      mkdocsBlocks: false,
      mdbookIncludes: false,
      htmlComments: false
    },
    navigation: void 0,
    configFindings: [],
    urlOf: (page) => `/${pathBelow(root, isPagePath(page) ? withoutExtension(page) : page)}`,
    isPartial: () => false,
    isIgnored: () => false,
    isRedirected: () => false,
    isRedirectedUrl: () => false,
    redirects: void 0,
    redirectHint: () => void 0
  };
}

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  const visitor = {
    onObjectBegin: () => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  return currentParent[0];
}
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function findNodeAtLocation(root, path5) {
  if (!root) {
    return void 0;
  }
  let node = root;
  for (let segment of path5) {
    if (typeof segment === "string") {
      if (node.type !== "object" || !Array.isArray(node.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode of node.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node = propertyNode.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index = segment;
      if (node.type !== "array" || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
        return void 0;
      }
      node = node.children[index];
    }
  }
  return node;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString2(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString2(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray2() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray2();
      case 1:
        return parseObject();
      case 10:
        return parseString2(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parse2 = parse;
var parseTree2 = parseTree;
var findNodeAtLocation2 = findNodeAtLocation;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}

// app/docs-site/json-locator.ts
function createJsonLocator(text) {
  let tree = null;
  return (pointer, value) => {
    if (tree === null) tree = parseTree2(text);
    const node = tree ? findNodeAtLocation2(tree, pointer) : void 0;
    if (node) return lineAt(text, node.offset);
    const at = value === void 0 ? -1 : text.indexOf(JSON.stringify(value));
    return at < 0 ? 1 : lineAt(text, at);
  };
}
function lineAt(text, offset) {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

// app/docs-site/read-client-redirects.ts
function readClientRedirects(text, configFile) {
  const sources = /* @__PURE__ */ new Set();
  const entries = [];
  const start = text.indexOf("plugin-client-redirects");
  if (start < 0 || configFile === void 0) return { sources, entries, complete: true };
  const rest = text.slice(start);
  const literal = /["'`]([^"'`]*)["'`]/g;
  for (const match of rest.matchAll(/\{[^{}]*\}/g)) {
    const body = match[0];
    const to = /\bto\s*:\s*["'`]([^"'`]+)["'`]/.exec(body)?.[1];
    const from = /\bfrom\s*:\s*(\[[^\]]*\]|["'`][^"'`]*["'`])/.exec(body)?.[1];
    if (to === void 0 || from === void 0) continue;
    const line = lineAt(text, start + (match.index ?? 0));
    for (const [, source] of from.matchAll(literal)) {
      if (source === void 0) continue;
      const url = source.replace(/\/+$/, "") || "/";
      sources.add(url);
      entries.push({ source: url, destination: to, file: configFile, line });
    }
  }
  return { sources, entries, complete: !/\bcreateRedirects\b/.test(rest) };
}

// app/docs-site/read-sidebars-data.ts
init_acorn();
function readSidebarsData(text, extension) {
  if (extension === ".json") return readJsonData(text);
  const start = /(?:module\.exports\s*=|export\s+default|(?:const|let|var)\s+\w+\s*(?::\s*[\w.<>[\]]+)?\s*=)\s*(?=[{[])/.exec(
    text
  );
  if (!start) return void 0;
  try {
    const expression = parseExpressionAt(text, start.index + start[0].length, {
      ecmaVersion: "latest",
      sourceType: "module",
      locations: true
    });
    return fromEstree(expression);
  } catch {
    return void 0;
  }
}
function fromEstree(node) {
  const line = node.loc?.start.line ?? 1;
  switch (node.type) {
    case "ObjectExpression": {
      const entries = [];
      for (const property of node.properties ?? []) {
        const key = property.key;
        const name = property.type !== "Property" || property.computed || !key ? void 0 : key.type === "Identifier" ? key.name : typeof key.value === "string" ? key.value : void 0;
        if (name === void 0)
          entries.push(["", { kind: "opaque", line: property.loc?.start.line ?? line }]);
        else entries.push([name, fromEstree(property.value)]);
      }
      return { kind: "object", line, entries };
    }
    case "ArrayExpression":
      return {
        kind: "array",
        line,
        items: (node.elements ?? []).filter((item) => item !== null).map((item) => fromEstree(item))
      };
    case "Literal":
      return typeof node.value === "string" ? { kind: "string", line, value: node.value } : { kind: "scalar", line };
    case "TemplateLiteral":
      return node.expressions?.length === 0 && typeof node.quasis?.[0]?.value.cooked === "string" ? { kind: "string", line, value: node.quasis[0].value.cooked } : { kind: "opaque", line };
    default:
      return { kind: "opaque", line };
  }
}
function readJsonData(text) {
  const errors = [];
  const root = parseTree2(text, errors, { disallowComments: true });
  if (!root || errors.length > 0) return void 0;
  const convert = (node) => {
    const line = lineAt(text, node.offset);
    if (node.type === "object") {
      return {
        kind: "object",
        line,
        entries: (node.children ?? []).map((property) => {
          const [key, value] = property.children ?? [];
          return [String(key?.value ?? ""), value ? convert(value) : { kind: "opaque", line }];
        })
      };
    }
    if (node.type === "array")
      return { kind: "array", line, items: (node.children ?? []).map(convert) };
    if (node.type === "string") return { kind: "string", line, value: String(node.value) };
    return { kind: "scalar", line };
  };
  return convert(root);
}

// app/docs-site/read-docusaurus-site.ts
var SIDEBAR_FILES = siteFileNames(
  (file2) => file2.generator === "docusaurus" && file2.role === "navigation"
).filter((name) => name.startsWith("sidebars."));
var NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;
async function readDocusaurusSite(view, show, siteRoot) {
  const defaults = DOCS_SITE_DEFAULTS.docusaurus;
  const configFile = defaults.configFiles.map((name) => joinPath(siteRoot, name)).find((path5) => view.has(path5));
  const configText = configFile ? await view.text(configFile) ?? "" : "";
  const docsPath = /\bdocs\s*:\s*\{[\s\S]{0,800}?\bpath\s*:\s*["'`]([^"'`]+)["'`]/.exec(
    configText
  )?.[1];
  const navRoot = joinPath(siteRoot, docsPath ?? defaults.docsPath) ?? defaults.docsPath;
  const routeBase = /routeBasePath\s*:\s*['"]\/?([^'"]*?)\/?['"]/.exec(configText)?.[1] ?? defaults.routeBasePath;
  const mdxForMd = !/format\s*:\s*['"](?:md|detect)['"]/.test(configText);
  const docIdOfPath = (page) => withoutExtension(pathBelow(navRoot, page)).split("/").map((segment) => segment.replace(NUMBER_PREFIX, "")).join("/");
  let docsByPathId;
  const docsById = () => {
    if (!docsByPathId) {
      docsByPathId = /* @__PURE__ */ new Map();
      for (const path5 of view.files) {
        if (isInside(navRoot, path5) && isPagePath(path5)) docsByPathId.set(docIdOfPath(path5), path5);
      }
    }
    return docsByPathId;
  };
  const docIdOf = async (page) => {
    const pathId = docIdOfPath(page);
    const id = (await view.frontMatter(page))?.fields?.id;
    if (typeof id !== "string" && typeof id !== "number") return pathId;
    const folder = parentOf(pathId);
    return folder ? `${folder}/${id}` : String(id);
  };
  const sidebarsFile = SIDEBAR_FILES.map((name) => joinPath(siteRoot, name)).find(
    (path5) => view.has(path5)
  );
  let navigation;
  if (sidebarsFile) {
    const data = readSidebarsData(await view.text(sidebarsFile) ?? "", extensionOf(sidebarsFile));
    if (data) {
      const entries = [];
      const autogenerated = [];
      let complete = true;
      const addEntry = (id, line, label) => {
        const known = docsById().get(id);
        const guess = joinPath(navRoot, id);
        const candidates = known ? [known] : guess ? [`${guess}.md`, `${guess}.mdx`] : [];
        const entry = {
          ref: id,
          file: sidebarsFile,
          line,
          pointer: void 0,
          candidates,
          docId: id
        };
        entries.push(entry);
        return [{ kind: "page", label, entry }];
      };
      const walkItems = (node) => {
        if (node.kind === "array") return node.items.flatMap(walkItem);
        if (node.kind === "object")
          return node.entries.map(([label, value]) => ({
            kind: "group",
            label,
            items: walkItems(value)
          }));
        if (node.kind === "opaque") complete = false;
        return [];
      };
      const walkItem = (node) => {
        if (node.kind === "string") return addEntry(node.value, node.line, void 0);
        if (node.kind === "opaque") {
          complete = false;
          return [];
        }
        if (node.kind !== "object") return [];
        const field = (name) => node.entries.find(([key]) => key === name)?.[1];
        const text = (name) => {
          const value = field(name);
          return value?.kind === "string" ? value.value : void 0;
        };
        const type = text("type");
        if (type === void 0 && !field("id")) return walkItems(node);
        if (type === void 0 || type === "doc" || type === "ref") {
          const id = text("id");
          if (id !== void 0) return addEntry(id, field("id")?.line ?? node.line, text("label"));
          if (field("id")?.kind === "opaque") complete = false;
        } else if (type === "category") {
          const items = field("items");
          const link = field("link");
          if (link?.kind === "opaque") complete = false;
          const own = link?.kind === "object" ? walkItem(link) : [];
          return [
            {
              kind: "group",
              label: text("label") ?? "(category)",
              items: [...own, ...items ? walkItems(items) : []]
            }
          ];
        } else if (type === "link") {
          const href = text("href");
          if (href !== void 0) return [{ kind: "link", label: text("label") ?? href, href }];
        } else if (type === "autogenerated") {
          const dir = text("dirName");
          if (dir === void 0) complete = false;
          else {
            const folder = joinPath(navRoot, dir) ?? navRoot;
            autogenerated.push(folder);
            return [{ kind: "folder", label: `(every page under ${dir})`, folder }];
          }
        }
        return [];
      };
      const outline = data.kind === "object" ? data.entries.map(([name, sidebar]) => ({
        kind: "group",
        label: `Sidebar: ${name}`,
        items: walkItems(sidebar)
      })) : [];
      if (data.kind !== "object") complete = false;
      const entryIds = new Set(entries.map((entry) => entry.docId));
      let byFolder;
      navigation = {
        files: [sidebarsFile],
        where: `the sidebars in ${show(sidebarsFile)}`,
        entries,
        outline,
        titleFields: ["sidebar_label", "title"],
        complete,
        entryFor: (page) => docIdOfPath(page),
        lineOf: (entry) => entry.line ?? 1,
        resolve: async (entry) => {
          const known = entry.candidates.find((candidate) => view.has(candidate));
          if (known) return known;
          if (!byFolder) {
            byFolder = /* @__PURE__ */ new Map();
            for (const [id, path5] of docsById()) {
              const folder = parentOf(id);
              byFolder.set(folder, [...byFolder.get(folder) ?? [], path5]);
            }
          }
          for (const path5 of byFolder.get(parentOf(entry.ref)) ?? []) {
            if (await docIdOf(path5) === entry.ref) return path5;
          }
          return void 0;
        },
        lists: async (page) => autogenerated.some((folder) => isInside(folder, page)) || entryIds.has(await docIdOf(page))
      };
    }
  }
  const urlOf = (page, frontMatter) => {
    if (!isInside(navRoot, page)) return `/${pathBelow(siteRoot, withoutExtension(page))}`;
    const pathId = docIdOfPath(page);
    const slug = frontMatter?.slug;
    const ownId = frontMatter?.id;
    let id;
    if (typeof slug === "string")
      id = (slug.startsWith("/") ? slug : `${parentOf(pathId)}/${slug}`).replace(/^\/+|\/+$/g, "");
    else if (typeof ownId === "string" || typeof ownId === "number")
      id = [parentOf(pathId), String(ownId)].filter((part) => part !== "").join("/");
    else id = pathId.replace(/(?:^|\/)(?:index|README)$/i, "");
    return `/${[routeBase, id].filter((part) => part !== "").join("/")}`;
  };
  const slugFor = (url) => {
    const path5 = url.replace(/^\/+|\/+$/g, "");
    const below = routeBase === "" ? path5 : path5 === routeBase ? "" : path5.slice(routeBase.length + 1);
    return `/${below}`;
  };
  const clientRedirects = readClientRedirects(configText, configFile);
  let customUrlMap;
  const customUrls = () => {
    customUrlMap ??= (async () => {
      const urls = /* @__PURE__ */ new Map();
      for (const page of docsById().values()) {
        const text = await view.text(page);
        if (!text || !/^(?:slug|id)\s*:/m.test(text)) continue;
        const slug = (await view.frontMatter(page))?.fields?.slug;
        if (typeof slug === "string") {
          const url = slug.startsWith("/") ? slug : `${parentOf(docIdOfPath(page))}/${slug}`;
          urls.set(url.replace(/^\/+|\/+$/g, ""), page);
        }
        urls.set(await docIdOf(page), page);
      }
      return urls;
    })();
    return customUrlMap;
  };
  const pageAtUrl = async (urlPath2) => {
    const path5 = urlPath2.replace(/^\/+|\/+$/g, "");
    const prefix = routeBase === "" ? "" : `${routeBase}/`;
    if (path5 !== routeBase && !path5.startsWith(prefix)) return "outside";
    const id = path5 === routeBase ? "" : path5.slice(prefix.length);
    const byId = docsById();
    for (const candidate of [id, `${id}/index`, `${id}/README`, `${id}/${baseName(id)}`]) {
      const page = byId.get(candidate.replace(/^\//, ""));
      if (page) return page;
    }
    return (await customUrls()).get(id);
  };
  const plain = plainSite(siteRoot);
  return {
    ...plain,
    kind: "docusaurus",
    pageAtUrl,
    configFile: sidebarsFile ?? configFile,
    assetRoot: joinPath(siteRoot, defaults.staticDir) ?? defaults.staticDir,
    routeBase,
    navRoot,
    mdxForMd,
    parseOptions: {
      ...plain.parseOptions,
      // Docusaurus 3 accepts HTML comments in MDX unless markdown.mdx1Compat.comments is off.
      htmlComments: !/comments\s*:\s*false/.test(configText)
    },
    navigation,
    urlOf,
    // Files and folders whose name starts with `_` are partials, not docs.
    isPartial: (page) => pathBelow(siteRoot, page).split("/").some((part) => part.startsWith("_")),
    isRedirected: (page) => clientRedirects.sources.has(urlOf(page)),
    isRedirectedUrl: (url) => clientRedirects.sources.has(url.replace(/\/+$/, "") || "/"),
    // docusaurus.config.js is code the agent may not change: a moved doc keeps its URL with a
    // front matter `slug` instead, and a deleted one needs a reason.
    redirectHint: (from, to, fromUrl = urlOf(from)) => {
      if (clientRedirects.sources.has(fromUrl)) return void 0;
      if (to === void 0 || !isInside(navRoot, to))
        return `say in checksNote why ${fromUrl} may stop working (a client redirect in ${configFile ? show(configFile) : "docusaurus.config.js"} is the docs team's to add)`;
      return `add \`slug: ${slugFor(fromUrl)}\` to the front matter of ${show(to)} to keep the old URL (or say in checksNote why the URL may change)`;
    },
    redirects: {
      file: configFile ?? sidebarsFile ?? joinPath(siteRoot, defaults.configFiles[0] ?? "docusaurus.config.js") ?? "",
      line: 1,
      complete: clientRedirects.complete,
      editable: false,
      entries: clientRedirects.entries,
      destinationOf: async (entry) => {
        const to = entry.destination.split(/[?#]/)[0] ?? "";
        if (SCHEME.test(to) || !to.startsWith("/")) return { status: "unchecked" };
        const page = await pageAtUrl(to);
        if (page === "outside") return { status: "unchecked" };
        if (page) return { status: "found" };
        const id = to.replace(/^\/+|\/+$/g, "").slice(routeBase === "" ? 0 : routeBase.length + 1);
        const guess = joinPath(navRoot, id);
        const candidates = guess ? [`${guess}.md`, `${guess}.mdx`] : [];
        return { status: "missing", candidates, certain: true };
      }
    }
  };
}
var SCHEME = /^[a-z][a-z0-9+.-]*:/i;

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string, ptr) {
  let lines = string.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
  let lines = string.split(/\r?\n/);
  let codeblock = "";
  let numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    if (!l)
      continue;
    codeblock += i.toString().padEnd(numberLen, " ");
    codeblock += ":  ";
    codeblock += l;
    codeblock += "\n";
    if (i === line) {
      codeblock += " ".repeat(numberLen + column + 2);
      codeblock += "^\n";
    }
  }
  return codeblock;
}
var TomlError = class _TomlError extends Error {
  line;
  column;
  codeblock;
  constructor(message, options) {
    const [line, column] = getLineColFromPtr(options.toml, options.ptr);
    const codeblock = makeCodeBlock(options.toml, line, column);
    super(`Invalid TOML document: ${message}

${codeblock}`, options);
    this.line = line;
    this.column = column;
    this.codeblock = codeblock;
  }
  /** @internal */
  static x(message, ctx, ptr) {
    throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
  }
};

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p++);
  let first = c;
  let isLiteral = c === 39;
  let isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  if (isMultiline) {
    if ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10)
      ctx.p++;
    else if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)
      ctx.p += 2;
  }
  let parsed = "";
  let sliceStart = ctx.p;
  let state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++) {
    c = ctx.s.charCodeAt(ctx.p);
    if (isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)) {
      state = state && 3;
    } else if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in strings", ctx);
    } else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline) {
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
      }
      if (!state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      ctx.p += isMultiline ? 3 : 1;
      return parsed;
    } else if (!state) {
      if (!isLiteral && c === 92) {
        parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p);
        state = 1;
      }
    } else if (state === 1) {
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1;
        let value = 0;
        let len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p);
          let digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          if (digit < 0)
            TomlError.x("invalid non-hex character in unicode escape", ctx);
          value = value << 4 | digit;
        }
        if (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) {
          TomlError.x("invalid unicode escape", ctx, errPtr);
        }
        parsed += String.fromCodePoint(value);
        sliceStart = ctx.p--;
        state = 0;
      } else if (isMultiline && (c === 32 || c === 9)) {
        state = 2;
      } else {
        if (c === 98)
          parsed += "\b";
        else if (c === 116)
          parsed += "	";
        else if (c === 110)
          parsed += "\n";
        else if (c === 102)
          parsed += "\f";
        else if (c === 114)
          parsed += "\r";
        else if (c === 101)
          parsed += "\x1B";
        else if (c === 34)
          parsed += '"';
        else if (c === 92)
          parsed += "\\";
        else
          TomlError.x("unrecognised escape sequence", ctx);
        sliceStart = ctx.p + 1;
        state = 0;
      }
    } else if (c !== 32 && c !== 9) {
      if (state === 2)
        TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart);
      state = !isLiteral && c === 92 ? 1 : 0;
      sliceStart = ctx.p;
    }
  }
  TomlError.x("unfinished string", ctx, startPtr);
}

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;
var TomlDate = class _TomlDate extends Date {
  #hasDate = false;
  #hasTime = false;
  #offset = null;
  constructor(date, fasttype, unsafeDelim) {
    let hasDate = true;
    let hasTime = true;
    let offset = "Z";
    let c;
    if (typeof date === "string") {
      if (fasttype)
        prep: {
          if (fasttype < 3) {
            if (+date.slice(11, 13) > 23) {
              date = "";
              break prep;
            }
            if (fasttype === 2) {
              offset = null;
              date += "Z";
            } else if ((c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122) {
              offset = date.slice(date.length - 6);
            }
            if (unsafeDelim)
              date = date.slice(0, 10) + "T" + date.slice(11);
          } else if (fasttype === 4) {
            date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`;
          }
          hasDate = fasttype !== 4;
          hasTime = fasttype !== 3;
        }
      else {
        let match = date.match(DATE_TIME_RE);
        if (match) {
          if (!match[1]) {
            hasDate = false;
            date = `0000-01-01T${date}`;
          }
          hasTime = !!match[2];
          hasTime && date[10] === " " && (date = date.replace(" ", "T"));
          if (match[2] && +match[2] > 23) {
            date = "";
          } else {
            offset = match[3] || null;
            if (!offset && hasTime)
              date += "Z";
          }
        } else {
          date = "";
        }
      }
    }
    super(date);
    if (!isNaN(this.getTime())) {
      this.#hasDate = hasDate;
      this.#hasTime = hasTime;
      this.#offset = offset;
    }
  }
  isDateTime() {
    return this.#hasDate && this.#hasTime;
  }
  isLocal() {
    return !this.#hasDate || !this.#hasTime || !this.#offset;
  }
  isDate() {
    return this.#hasDate && !this.#hasTime;
  }
  isTime() {
    return this.#hasTime && !this.#hasDate;
  }
  isValid() {
    return this.#hasDate || this.#hasTime;
  }
  toISOString() {
    let iso = super.toISOString();
    if (this.isDate())
      return iso.slice(0, 10);
    if (this.isTime())
      return iso.slice(11, 23);
    if (this.#offset === null)
      return iso.slice(0, -1);
    if (this.#offset === "Z" || this.#offset === "z")
      return iso;
    let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
    offset = this.#offset[0] === "-" ? offset : -offset;
    let offsetDate = new Date(this.getTime() - offset * 6e4);
    return offsetDate.toISOString().slice(0, -1) + this.#offset;
  }
  static wrapAsOffsetDateTime(jsDate, offset = "Z") {
    let date = new _TomlDate(jsDate);
    date.#offset = offset;
    return date;
  }
  static wrapAsLocalDateTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#offset = null;
    return date;
  }
  static wrapAsLocalDate(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasTime = false;
    date.#offset = null;
    return date;
  }
  static wrapAsLocalTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasDate = false;
    date.#offset = null;
    return date;
  }
};

// node_modules/smol-toml/dist/extract.js
function isDigit2(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    ctx.d++;
    return value;
  }
  if (c === 34 || c === 39) {
    return parseString(ctx);
  }
  if (c === 116) {
    if (ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, true;
  }
  if (c === 102) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, false;
  }
  if (c === 43 || c === 45) {
    return parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45) {
    return parseDate(ctx, c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 2) === 58) {
    return parseTime(ctx, c, end);
  }
  return parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr;
  let state = 0;
  let hasUnderscores = false;
  if (c === 105) {
    if (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, (sign || 1) / 0;
  }
  if (c === 110) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, NaN;
  }
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === true ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      else if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      else if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    if (c === 46)
      state = 2;
    else if (c === 101 || c === 69)
      state = 4;
    else
      TomlError.x("illegal leading zero", ctx, startPtr);
  } else if (!isDigit2(c))
    TomlError.x("invalid value", ctx, startPtr);
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (!state)
      state = 1;
    if (c === 95) {
      if (!(state & 1))
        TomlError.x("illegal underscore", ctx);
      state += 11;
      hasUnderscores = true;
    } else if (state === 1 && c === 46)
      state = 2;
    else if ((state === 1 || state === 3) && (c === 101 || c === 69))
      state = 4;
    else if (state === 4 && (c === 43 || c === 45)) {
      state = 6;
    } else if (!isDigit2(c))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (state > 9)
      state -= 11;
    else if (!(state & 1))
      state++;
  }
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === true ? BigInt(val) : val;
  }
  if (!(state & 1))
    TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  if (hasUnderscores)
    str = str.replaceAll("_", "");
  return state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (c === 95) {
      if (underscore & 1)
        TomlError.x("illegal underscore", ctx);
      underscore = 3;
    } else if (!isDigit2(c, base))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (underscore & 1)
      underscore--;
  }
  if (underscore & 1)
    TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  if (underscore)
    str = str.replaceAll("_", "");
  return parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== true)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return base === 10 ? BigInt(str) : BigInt((base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit2(c) || !isDigit2(ctx.s.charCodeAt(ctx.p++)) || !isDigit2(ctx.s.charCodeAt(ctx.p++)) || !isDigit2(ctx.s.charCodeAt(ctx.p++))) {
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  }
  ctx.p += 5;
  if (!isDigit2(ctx.s.charCodeAt(ctx.p++)))
    TomlError.x("invalid date-time: date part is malformed", ctx, startPtr);
  if (ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = true, !isDigit2(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, false, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58)
    TomlError.x("invalid date-time: time part is malformed", ctx, startPtr);
  if (ctx.s.charCodeAt(ctx.p += 3) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit2(ctx.s.charCodeAt(++ctx.p)))
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit2(c) || !isDigit2(ctx.s.charCodeAt(++ctx.p))) {
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  }
  if (ctx.s.charCodeAt(ctx.p += 4) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit2(ctx.s.charCodeAt(++ctx.p)))
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, false, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str, type, unsafeDelim);
    if (!date.isValid())
      TomlError.x("invalid date", ctx, errPtr);
    return date;
  }
  try {
    if (temporalSuffix)
      str += temporalSuffix;
    switch (type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in comments", ctx);
    }
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  while (ctx.p < ctx.s.length) {
    while (ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)))
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr;
  let state = 0;
  let parsed = [];
  let sliceStart;
  let c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end) {
      if (!state)
        TomlError.x("unexpected end of key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      return ctx.p++, parsed;
    } else if (c === 46) {
      if (!state)
        TomlError.x("illegal empty bare key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      state = 0;
    } else if (!state && (c === 34 || c === 39)) {
      if (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2))
        TomlError.x("illegal quoted key: multiline strings are not allowed", ctx);
      parsed.push(parseString(ctx));
      state = 2;
      ctx.p--;
    } else if (c === 32 || c === 9) {
      if (state === 1) {
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
        state = 2;
      }
    } else if (state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122) {
      TomlError.x("illegal character in key", ctx);
    } else if (!state) {
      state = 1;
      sliceStart = ctx.p;
    }
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++;
  let res = /* @__PURE__ */ Object.create(null);
  let seen = /* @__PURE__ */ new Set();
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 125) {
      ctx.p++;
      return res;
    }
    let k;
    let t = res;
    let hasOwn = false;
    let errPtr = ctx.p;
    let key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      if (i)
        t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      k = key[i];
      if ((hasOwn = Object.hasOwn(t, k)) && (typeof t[k] !== "object" || seen.has(t[k]))) {
        TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      }
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      if (!hasOwn && unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
      }
    }
    if (hasOwn) {
      TomlError.x("trying to redefine an already defined value", ctx, errPtr);
    }
    skipVoid(ctx, true, true);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) === "object")
      seen.add(value);
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 125) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++;
  let res = [];
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 93) {
      ctx.p++;
      return res;
    }
    res.push(extractValue(
      ctx,
      93
      /* ] */
    ));
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 93) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table, meta, type) {
  let t = table;
  let m = meta;
  let k;
  let hasOwn = false;
  let state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      m = (state = m[k]).c;
      if (type === 0 && (state.t === 1 || state.t === 2)) {
        return null;
      }
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l];
        m = m[l].c;
      }
    }
    k = key[i];
    if ((hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d) {
      return null;
    }
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return false;
      if (unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
        Object.defineProperty(m, k, { enumerable: true, configurable: true, writable: true });
      }
      m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: false,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  state = m[k];
  if (state.t !== type && !(type === 1 && state.t === 3)) {
    return null;
  }
  if (type === 2) {
    if (!state.d) {
      state.d = true;
      t[k] = [];
    }
    t[k].push(t = /* @__PURE__ */ Object.create(null));
    state.c[state.i++] = state = { t: 1, d: false, i: 0, c: /* @__PURE__ */ Object.create(null) };
  }
  if (state.d) {
    return null;
  }
  state.d = true;
  if (type === 1) {
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  } else if (type === 0 && hasOwn) {
    return null;
  }
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  if (peek === null || ctx.uk === 2)
    TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse3(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? false,
    ld: options.useLegacyDate ?? true,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  };
  let res = /* @__PURE__ */ Object.create(null);
  let meta = /* @__PURE__ */ Object.create(null);
  let tmp;
  let skipping = false;
  let tbl = res;
  let m = meta;
  if (toml.charCodeAt(0) === 65279)
    ctx.p++;
  skipVoid(ctx);
  while (ctx.p < toml.length) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray;
      skipping = false;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      if (isTableArray) {
        if (toml.charCodeAt(ctx.p) !== 93) {
          TomlError.x("expected end of table array declaration", ctx);
        }
        ctx.p++;
      }
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      if (!p) {
        validateTablePeek(ctx, p, tmp);
        skipping = true;
      } else {
        m = p[2];
        tbl = p[1];
      }
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx);
      let p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      if (!p && !skipping)
        validateTablePeek(ctx, p, tmp);
      skipVoid(ctx, true, true);
      let v = extractValue(ctx, void 0);
      if (p && !skipping)
        p[1][p[0]] = v;
    }
    skipVoid(ctx, true);
    if (ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10)) {
      TomlError.x("each key-value declaration must be followed by an end-of-line", ctx);
    }
    skipVoid(ctx);
  }
  return res;
}

// node_modules/smol-toml/dist/stringify.js
var HAS_WELLFORMED = !!"".isWellFormed;

// app/docs-site/path-navigation.ts
function pathNavigation(view, navigation) {
  let listed;
  const resolveNow = (entry) => entry.candidates.find((candidate) => view.has(candidate));
  return {
    ...navigation,
    resolve: async (entry) => resolveNow(entry),
    lists: async (page) => {
      if (navigation.covers?.(page)) return true;
      if (!listed) {
        listed = /* @__PURE__ */ new Set();
        for (const entry of navigation.entries) {
          const path5 = resolveNow(entry);
          if (path5) listed.add(path5);
        }
      }
      return listed.has(page);
    }
  };
}

// app/docs-site/read-mdbook-site.ts
var SUMMARY_LINK = /\[((?:[^\]\\]|\\.)*)\]\(\s*<?([^)>\s]*)>?(?:\s+"[^"]*")?\s*\)/g;
var SCHEME2 = /^[a-z][a-z0-9+.-]*:/i;
async function readMdbookSite(view, show, configFile, summaryFile) {
  let root = summaryFile ? parentOf(summaryFile) : "";
  let redirectMap = /* @__PURE__ */ new Map();
  let configName = "book.toml";
  let configText = "";
  if (configFile) {
    configName = show(configFile);
    let book = {};
    try {
      configText = await view.text(configFile) ?? "";
      book = parse3(configText);
    } catch {
    }
    const src = book.book?.src;
    root = joinPath(
      parentOf(configFile),
      typeof src === "string" ? src : DOCS_SITE_DEFAULTS.mdbook.src
    ) ?? parentOf(configFile);
    const redirect = book.output?.html?.redirect;
    if (redirect !== null && typeof redirect === "object")
      redirectMap = new Map(Object.entries(redirect));
  }
  const summary = summaryFile ?? joinPath(root, "SUMMARY.md");
  let navigation;
  const text = await view.text(summary);
  if (text !== void 0) {
    const { entries, outline } = readSummary(text, summary, root);
    navigation = pathNavigation(view, {
      files: [summary],
      where: show(summary),
      entries,
      outline,
      titleFields: [],
      complete: true,
      entryFor: (page) => `- [${titleOf(page)}](${pathBelow(root, page)})`,
      lineOf: (entry) => entry.line ?? 1
    });
  }
  const urlOf = (page) => `/${withoutExtension(pathBelow(root, page))}.html`;
  const plain = plainSite(root);
  return {
    ...plain,
    kind: "mdbook",
    configFile: configFile ?? summaryFile,
    parseOptions: { ...plain.parseOptions, mdbookIncludes: true },
    navigation,
    urlOf,
    // mdBook renders 404.md as the not-found page, outside the chapters.
    isPartial: (page) => page === summary || page === joinPath(root, "404.md"),
    isRedirected: (page) => redirectMap.has(urlOf(page)),
    isRedirectedUrl: (url) => redirectMap.has(url),
    redirectHint: (from, to) => {
      if (!configFile) return void 0;
      const key = urlOf(from);
      if (redirectMap.has(key)) return void 0;
      const target = to === void 0 ? "<the page that replaces it>" : relativePath(parentOf(from), `${withoutExtension(to)}.html`).replace(/^\.\//, "");
      return `add "${key}" = "${target}" under [output.html.redirect] in ${configName} so old links keep working`;
    },
    // Without book.toml there is no place for a redirect.
    redirects: configFile ? {
      file: configFile,
      line: tomlLine(configText, /^\s*\[output\.html\.redirect\]/) ?? 1,
      complete: true,
      editable: true,
      entries: [...redirectMap].flatMap(
        ([source, destination]) => typeof destination === "string" ? [{ source, destination, file: configFile, line: redirectLine(configText, source) }] : []
      ),
      destinationOf: async (entry) => {
        const destination = entry.destination.trim().split("#")[0] ?? "";
        if (SCHEME2.test(destination) || destination.startsWith("//") || destination === "")
          return { status: "unchecked" };
        const from = destination.startsWith("/") ? root : joinPath(root, parentOf(entry.source.replace(/^\/+/, "")));
        const html = from === void 0 ? void 0 : joinPath(from, destination);
        if (html === void 0 || !/\.html?$/i.test(html)) return { status: "unchecked" };
        const page = withoutExtension(html);
        const candidates = /(?:^|\/)index$/.test(page) ? [`${page}.md`, `${parentOf(page) ? `${parentOf(page)}/` : ""}README.md`] : [`${page}.md`];
        return candidates.some((candidate) => view.has(candidate)) ? { status: "found" } : { status: "missing", candidates, certain: true };
      }
    } : void 0
  };
}
function tomlLine(text, pattern) {
  const index = text.split("\n").findIndex((line) => pattern.test(line));
  return index < 0 ? void 0 : index + 1;
}
function redirectLine(text, key) {
  const quoted = new RegExp(`^\\s*["']${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']\\s*=`);
  return tomlLine(text, quoted) ?? tomlLine(text, /^\s*\[output\.html\.redirect\]/) ?? 1;
}
function readSummary(text, file2, root) {
  const entries = [];
  const parts = [
    { label: void 0, chapters: [] }
  ];
  let open = [];
  let fence;
  let seenChapter = false;
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.replace(/\r$/, "");
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      fence = fence === void 0 ? fenceMark : fenceMark.startsWith(fence) ? void 0 : fence;
      continue;
    }
    if (fence) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== void 0 && line.search(SUMMARY_LINK) < 0) {
      if (seenChapter || parts.length > 1) parts.push({ label: heading, chapters: [] });
      else parts[0] = { label: void 0, chapters: [] };
      open = [];
      continue;
    }
    const indent = (/^\s*/.exec(line)?.[0] ?? "").replace(/\t/g, "    ").length;
    for (const match of line.matchAll(SUMMARY_LINK)) {
      const label = (match[1] ?? "").replace(/\\(.)/g, "$1").trim();
      const ref = match[2] ?? "";
      const item = summaryItem(label, ref, file2, index + 1, root);
      if (item === void 0) continue;
      if (item.kind === "page") entries.push(item.entry);
      seenChapter = true;
      while (open.length > 0 && open.at(-1).indent >= indent) open.pop();
      const chapter = { item, indent, children: [] };
      const parent = open.at(-1);
      if (parent) parent.children.push(chapter);
      else parts.at(-1).chapters.push(chapter);
      open.push(chapter);
    }
  }
  const toItems = (chapters) => chapters.map(
    (chapter) => chapter.children.length === 0 ? chapter.item : {
      kind: "group",
      label: itemLabel(chapter.item),
      items: [chapter.item, ...toItems(chapter.children)]
    }
  );
  const outline = parts.flatMap(
    (part) => part.label === void 0 ? toItems(part.chapters) : [{ kind: "group", label: part.label, items: toItems(part.chapters) }]
  );
  return { entries, outline };
}
function summaryItem(label, ref, file2, line, root) {
  if (ref === "") return { kind: "draft", label };
  if (SCHEME2.test(ref) || ref.startsWith("#")) return void 0;
  let decoded = ref;
  try {
    decoded = decodeURIComponent(ref);
  } catch {
  }
  const path5 = joinPath(root, decoded.split("#")[0] ?? "");
  if (path5 === void 0) return void 0;
  return {
    kind: "page",
    label: label || void 0,
    entry: { ref, file: file2, line, pointer: void 0, candidates: [path5], docId: void 0 }
  };
}
function itemLabel(item) {
  return item.kind === "page" ? item.label ?? item.entry.ref : item.label;
}
function titleOf(page) {
  const name = withoutExtension(baseName(page)).replace(/[-_]+/g, " ");
  return name.charAt(0).toUpperCase() + name.slice(1);
}

// node_modules/re2js/build/index.js
var RE2Flags = class RE2Flags2 {
  static FOLD_CASE = 1;
  static LITERAL = 2;
  static CLASS_NL = 4;
  static DOT_NL = 8;
  static ONE_LINE = 16;
  static NON_GREEDY = 32;
  static PERL_X = 64;
  static UNICODE_GROUPS = 128;
  static WAS_DOLLAR = 256;
  static LOOKBEHIND = 512;
  static MATCH_NL = RE2Flags2.CLASS_NL | RE2Flags2.DOT_NL;
  static PERL = RE2Flags2.CLASS_NL | RE2Flags2.ONE_LINE | RE2Flags2.PERL_X | RE2Flags2.UNICODE_GROUPS;
  static POSIX = 0;
  static UNANCHORED = 0;
  static ANCHOR_START = 1;
  static ANCHOR_BOTH = 2;
};
var PublicFlags = {
  CASE_INSENSITIVE: 1,
  DOTALL: 2,
  MULTILINE: 4,
  DISABLE_UNICODE_GROUPS: 8,
  LONGEST_MATCH: 16,
  LOOKBEHINDS: 512
};
var ASCII_SIZE = 128;
var ASCII_TO_UPPER = new Int32Array(ASCII_SIZE);
var ASCII_TO_LOWER = new Int32Array(ASCII_SIZE);
var MAX_BMP = 65535;
for (let i = 0; i < ASCII_SIZE; i++) {
  if (i >= 97 && i <= 122) ASCII_TO_UPPER[i] = i - 32;
  else ASCII_TO_UPPER[i] = i;
  if (i >= 65 && i <= 90) ASCII_TO_LOWER[i] = i + 32;
  else ASCII_TO_LOWER[i] = i;
}
var Codepoint = class {
  static CODES = Object.freeze({
    "\x07": 7,
    "\b": 8,
    "	": 9,
    "\n": 10,
    "\v": 11,
    "\f": 12,
    "\r": 13,
    " ": 32,
    '"': 34,
    $: 36,
    "&": 38,
    "'": 39,
    "(": 40,
    ")": 41,
    "*": 42,
    "+": 43,
    "-": 45,
    ".": 46,
    0: 48,
    1: 49,
    2: 50,
    3: 51,
    4: 52,
    5: 53,
    6: 54,
    7: 55,
    8: 56,
    9: 57,
    ":": 58,
    "<": 60,
    ">": 62,
    "?": 63,
    A: 65,
    B: 66,
    C: 67,
    F: 70,
    P: 80,
    Q: 81,
    U: 85,
    Z: 90,
    "[": 91,
    "\\": 92,
    "]": 93,
    "^": 94,
    _: 95,
    "`": 96,
    a: 97,
    b: 98,
    f: 102,
    i: 105,
    m: 109,
    n: 110,
    r: 114,
    s: 115,
    t: 116,
    v: 118,
    x: 120,
    z: 122,
    "{": 123,
    "|": 124,
    "}": 125
  });
  static toUpperCase(codepoint) {
    if (codepoint < ASCII_SIZE) return ASCII_TO_UPPER[codepoint];
    const s = String.fromCodePoint(codepoint).toUpperCase();
    const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (s.length > expectedLen) return codepoint;
    const sOrigin = String.fromCodePoint(s.codePointAt(0)).toLowerCase();
    const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
    return s.codePointAt(0);
  }
  static toLowerCase(codepoint) {
    if (codepoint < ASCII_SIZE) return ASCII_TO_LOWER[codepoint];
    const s = String.fromCodePoint(codepoint).toLowerCase();
    const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (s.length > expectedLen) return codepoint;
    const sOrigin = String.fromCodePoint(s.codePointAt(0)).toUpperCase();
    const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
    return s.codePointAt(0);
  }
};
var UnicodeRangeTable = class {
  /**
  * @param {Uint32Array | number[]} data
  * @param {boolean} isStride1
  */
  constructor(data, isStride1 = false) {
    this.data = data;
    this.isStride1 = isStride1;
    this.SIZE = isStride1 ? 2 : 3;
  }
  getLo(index) {
    return this.data[index * this.SIZE];
  }
  getHi(index) {
    return this.data[index * this.SIZE + 1];
  }
  getStride(index) {
    return this.isStride1 ? 1 : this.data[index * this.SIZE + 2];
  }
  get length() {
    return this.data.length / this.SIZE;
  }
};
var B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-";
var B64_MAP = /* @__PURE__ */ new Uint8Array(256);
for (let i = 0; i < 64; i++) B64_MAP[B64.charCodeAt(i)] = i;
var decodeVLQ = (str) => {
  const res = [];
  let value = 0;
  let shift = 0;
  for (let i = 0; i < str.length; i++) {
    const digit = B64_MAP[str.charCodeAt(i)];
    value |= (digit & 31) << shift;
    if ((digit & 32) === 0) {
      res.push(value);
      value = 0;
      shift = 0;
    } else shift += 5;
  }
  return res;
};
var decodeRanges = (str, isStride1) => {
  const res = decodeVLQ(str);
  const numRanges = isStride1 ? res.length / 2 : res.length / 3;
  const out = new Uint32Array(numRanges * 3);
  let current = 0;
  let resIdx = 0;
  for (let i = 0; i < numRanges; i++) {
    current += res[resIdx++];
    out[i * 3] = current;
    current += res[resIdx++];
    out[i * 3 + 1] = current;
    out[i * 3 + 2] = isStride1 ? 1 : res[resIdx++];
  }
  return out;
};
var decodeOrbit = (str) => {
  const res = decodeVLQ(str);
  const map = /* @__PURE__ */ new Map();
  let currentKey = 0;
  for (let i = 0; i < res.length; i += 2) {
    currentKey += res[i];
    const zz = res[i + 1];
    const delta = zz >>> 1 ^ -(zz & 1);
    map.set(currentKey, currentKey + delta);
  }
  return map;
};
var LazyMap = class {
  constructor(initializer) {
    this.initializer = initializer;
    this.cache = /* @__PURE__ */ new Map();
  }
  has(key) {
    return Object.hasOwn(this.initializer, key);
  }
  get(key) {
    if (this.cache.has(key)) return this.cache.get(key);
    const val = this.has(key) ? this.initializer[key]() : null;
    this.cache.set(key, val);
    return val;
  }
};
var UnicodeTables = class {
  static _CASE_ORBIT = null;
  static get CASE_ORBIT() {
    if (!this._CASE_ORBIT) this._CASE_ORBIT = decodeOrbit("rCgCIgCY+rQI4QiCuuBLgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCCgCBgCBgCBgCBgCBgCBgCB+7OB-BB-BB-BB-BB-BBskQB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BC-BB-BB-BB-BB-BB-BB-BByHBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBxHBCBBBCBBBCBBB3SBmMBkNBCBBBCBBB8MBCBBB6MB6MBCBBC+EB0MB2MBCBBB6MB+MBiGBmNBiNBCBBBmKBikzCBmNBqNBkIBsNBCBBBCBBBCBBB0NBCBBB0NDCBBB0NBCBBByNByNBCBBBCBBB2NBCBBDCBBCwDFCBCBDBCBCBDBCBCBDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB9EBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBCBDBCBBBhGBvDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBjICCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBH2iVBCBBBlKBwiVB+jVB+jVBCBBBlMBqEBuEBCBBBCBBBCBBBCBBBCBBB+hVB4hVB8hVBjNB7MC5MB5MCzMC1MB+0yCE5MB20yCC9MBu2yCBwyyCBo0yCChNBlNBo0yCBu-UBi0yCDlNC6-UBpNDrNIu+UDzNCm0yCBzNE0yyCBzNBpEBxNBxNBtEG1NLqxyCBkxyCnFoFrBCBBBCBBDCBBEkIBkIBkICoHHsCCqCBqCBqCCgEC+DB+DBmkOBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCC+BBgCBgCBgCBgCBgCBgCBgCBgCBrCBpCBpCBpCBmjOB-BB8BB-BB-BBgEB-BB-BByBBqgOBsDB-BBtwBB-BB-BB-BBsBBgDBCB-BB-BB-BBeB-BB-BB61OB-BB-BB-DB9DB9DBQB7DBmCE9CBrDBPBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBrFB-EBOBnHB3FB-FCCBBBNBCBBCjIBjIBjIBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB8kMB-BB6kMB-BB-BB-BB-BB-BB-BB-BB-BB-BBokMB-BB-BBkkMBkkMB-BB-BB-BB-BB-BB-BB-BB4jMB-BB-BB-BB-BB-BB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EBCBBBCBoiMBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBJCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBeBCBBBCBBBCBBBCBBBCBBBCBBBCBBBdBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDL-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-C64CgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOCgmOGgmODg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FDg8FBg8FBg8FhVg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBQBQBQBQBQBQDPBPBPBPBPBPjkC7mMB5mMBnmMBjmMBCBlmMB3lMBpiMBk8kCBCBBG-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FD-7FB-7FB-7F6FoglCEsuHRwjlCyDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCB0DBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBG1DD97OCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPEQCQCQCQCPCPCPCPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPB0EB0EBsFBsFBsFBsFBoGBoGBgIBgIBgHBgHB8HB8HDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQCSFPBPBzEBzEBRCxnOFSFrFBrFBrFBrFBREQBQClkOFPBPBnGBnGFQBQCljOCODPBPB-GB-GBNHSF-HB-HB7HB7HBRqJ53OE9tQBrmQH4Bc3BSgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfECBByZ0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzB34BgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CBCBBBt-UBruHBt+UB1iVBviVBCBBBCBBBCBBB3hVB5-UB9hVB7hVCCBBCCBBI9jVB9jVBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBICBBBCBBECBBN-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOC-lOG-lOzoeCBBBCBBBCBBBCBBBCBBBCBl8kCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBTCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBnECBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBKCBBBCBBBnglCBCBBBCBBBCBBBCBBBCBBECBBBvyyCDCBBBCBBBgDCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBn0yCB90yCB10yCBh0yCBn0yCCjxyCBzyyCBpxyCBg6BBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB-CBl0yCBvjlCBCBBBCBBBt2yCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBhkzCZCBB9a-5Bd-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCm6TCBB7gBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCH-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BmlBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvChDwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCFvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvC1DuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCCuCBuCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCCtCBtCk2BgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEO-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-D+CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCL-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-B74CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhrVgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BD1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BtxekCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjC");
    return this._CASE_ORBIT;
  }
  static _Print = null;
  static get Print() {
    if (!this._Print) this._Print = new UnicodeRangeTable(decodeRanges("hB9CBjBLBCpWBDFBFGBCCCBSBCsMBClBBDxBBDCBC2BBJaBFFBSVBC-FBCvBBD6BBDkDBP6BBDwBBDOBCbBDCCBJBGfBIqCBCgFBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYBDCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPBLCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGBCCBCHBDBBDVBCGBCBBCEBDIBDBBDCBICBFBBCEBDRBLBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBGMBCCBCWBCPBDIBCCBCDBIBBCCBCBBDDBDJBIVBCCBCWBCJBCEBDIBCCBCDBIBBGCBCDBDJBCCBNMBCCBCyBBCCBCFBFPBDZBCCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBN5BBFcBmBBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDBhBnCBCjBBFmBBCjBBCOBCMBmBlGBCGGD4LBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBH1CBDFBD-TBCbBE4CBIVBKXBKTBNMBCCBCBBN9CBDJBHJBHNBCKBH4CBIqBBGlCBLeBCLBFLBFEEBoBBDEBMrBBFZBHKBE9BBDgCBCcBDKBHJBHNBDtBBDLBVsCBClFBJ7BBEOBE9BBGqBBDKBJqBBG1QBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBSXBJuBBSBBDaBCMBEhBBPgBBQrEBF5UBXKBWz4BBD9LBGsBBCGGD3BBIBBPXBKGBCGBCGBCGBCGBCGBCGBCGBC9DBjBZBC4CBN1GBbPBC+BBC1CBDmDBGqBBC9CBC1CBKvBBCszcBE2BBK7KBV3FBJ8GBV7BBEJBH3BBJlCBJLBHzDBMdBEtCBCKBFgBBC2BBKNBDJBDmDBZbBLFBDFBDFBKGBCGBC7BBF9DBDJBHj9KBNWBFwBBloItLBDpDBnBGBNEBGZBCEBCCCBCCBCCBoUBhBpBBHyBBCSBCDBFEBCmEBF9FBEFBDFBDFBDCBEGBCGBOBBDLBCZBCSBCBBCOBDNBjB6DBGCBFsBBE3CBCMBEwBwBBsBBjEcBEwBBQbBFjBBKdBGqBBGdBCkBBFNBrB9EBDJBHjBBFjBBFnBBJzBBMLBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBCnCBJIBxBSBCBBGgBBEaBGaBnB3BBFTBDxBBCBBGHBCCBCcBDCBFJBIIBI-BBhBmBBFLBK1BBEcBDaBGZBIDBNGBxCoCB4ByBBOyBBItBBJJBHlBBEcBJBBxGeBCpBBCCBDBBRFBJIBiBtBBJpBBXZBnBbBVWBKtCBFjBBK9BBCEBOYBIJBH0BBCRBJmBBK-CBCTBMRBCuBB-BGBCCCBCBCOBCKBH6BBGJBHDBCHBDBBDVBCGBCBBCEBCJBDBBDCBDHHGGBDGBEEBMJBCDDClBBCJBCDDCDBCJBCBBJBBe7CBCEBfnCBJJBnF1BBDlBBjBkCBMJBHMBU5BBHJBHTBdaBDOBFWB6F7BBlDyCBNHBDDDBGBCBBCdBCBBDLBKJBnCHBDtBBDKBcnCBJyCBOoCBIJB3CHB5ChBBPJBHIBCsBBCNBLcBEfBDVBCNBqCGBCBBCrBBECCBCCBHBJJBHFBCBBCkBBCBBCFBIJBHrBBFJB3HYBIQBCoBBEcB2CQQBwBBO6cBnDuDBCEBMjGBtyCiDBOvhBBRVBL68DBGmSB61G5BBn2B4RBIeBCJBFwCBCJBHdBDFBLlCBLJBCGBCUBGSBxN5BBnG6CBGYBDYBtBqCBF4BBIQBhCEBMGBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBDDBh7D8HBEzNBHWBQQBQtBBDWBKzDB9B1HBLmBBDpCBJvDBWlCB7DTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBD9VBQEBCOBxiBeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBENBDJBFBBhKeBS5BBGxOxOBoBB3GqBBFhGhGBdBCVBJBBhHGBCDBCBBCOBCkGBDPBqBrCBFJBFBByYjCBtC8BBjGDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBBvIrBBFjDBNOBDOBCOBCkBBLtFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBmgB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIBnkzVvHB", false));
    return this._Print;
  }
  static CATEGORIES = new LazyMap({
    C: () => new UnicodeRangeTable(decodeRanges("AfBgDgBBOrWrWBHHBCBICCVuMuMnBBBzBBBE4B4BBGBcDBHQBXhGhGxBBB8BBBmDNB8BBByBBBQddBCCMEBhBGBsCiFiFJBBDBBXIICCBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBPMMBEB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKMMBDBbEByBPBDBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCB-FCBHBBHBBHBBECBIIIBLBDBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIB-BGGBLBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMBxhBPBXJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBF-6DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBrCHBxDUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIlkzVBxHvw-FB", false)),
    Cc: () => new UnicodeRangeTable(decodeRanges("AfgDgB", true)),
    Cf: () => new UnicodeRangeTable(decodeRanges("tFzqBzqBBEBXhGhGyBhMhMBxCxCs5D9-B9-BBDBbEByBEBCJBw03B6H6HBBBimEQQj7IPBhjiBDBwmFHBn0rYffB+CB", false)),
    Cn: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBDBvzIBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-BB---BBB---BBB", false)),
    Co: () => new UnicodeRangeTable(decodeRanges("gg4B-nGh4hc9--BD9--B", true)),
    Cs: () => new UnicodeRangeTable(decodeRanges("gg2B--B", true)),
    L: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICCiEEBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoCaBFDBuBqBBkBBBCiDBCQQBIIBLLBBBDRRCdBe4CBMZZBfBKBBFGGBUBFKKEYYBXBIKBGXBCGBRpBB7B1BBETTIJBQPBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNGB7BBBCCCBDBCXBCCCBIBCBBKDDBDBCWWBCBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNSSBkBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBkBFFkC4CBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBzC+C+CBtBBSHB3BdBOBBLrBBbjBBqBCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBhC1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBF1B1BB8zC8zCBjHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBxC2O2OBrBrBBDBGBBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBReBDlCByBIBDmDBDxCBVQBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBdRRBDBCJBLEBCoBBYCBCHBVWBEEEBwBBCEEBDDBDBDCCZCBDKBICBNFBDFBDFBKGBCGBCqBBCNBHyDBej9KBNWBFwBBloItLBDpDBnBGBNEBGCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBxB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOjBBnBbBKWB7HpBBHBBRFB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB1D-BBgBHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBqBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBGjCjCBLBhCBBCPPBNNB0mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBn7F0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFBmI9BBzEsBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCCBCBBCGBDEBKBBhHGBCDBCBBCOBCkGB8BjCBI1lB1lBBCBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    LC: () => new UnicodeRangeTable(decodeRanges("hCZBHZB7BLLBVBCeBCiGBCDBFvGBDZBhGDBDBBECBCHHCCBCCCBSBCyCBCqEBJlFBClBBKoBB44ClBBCGGDqBBDCBhV1CBDFBjkCKBGqBBDCBhCrBBgCMBChBBmD1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGBmIFFDJBCEEBDBHGCBCBCFBFDDBCBGEBF1B1BB8zC8zCB6DBDmDBHDBEBBNlBBCGGzoetBBTbBnEtCBCWBEDBCsCBZBBE2Z2ZBpBBGIBIvCBh6TGBNEBqgBZBHZBmlBvCBhDjBBFjBB1DKBCOBCGBCBBCKBCOBCGBCBBk2ByBBOyBB+CVBLVB74C-BBhrV-BBhBYBDYBtpZ0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BJBCTBHFB2uCjCB", false)),
    Ll: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDZBiGCCEEEBBBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBDCB5XFBjkCIBC2D2DBqBBgCMBChBBnD0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBBzIEEBEEcKFDBBJDBF2B2Bs1CvBBCEEBGCFCCBCCBEBGiDCBIICFFNlBBCGG0oesBCUaCoEMCBBBC+BCBGBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCbEE2ZqBBGIBIvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFB4vChBB", false)),
    Lm: () => new UnicodeRangeTable(decodeRanges("wVRBFLBPEBICCmEGG-OnHnHlFBBuIBBFgBgBKEEhFoFoF1mBgEgE2R72B72BsDkTkTxOFBvF+BBOjBjBBjBByVOORMBg-CBByHgGgG2OsBsBBDBGiDiDB+C+CBBB34bjnBjnBBEBvIzDzDdBB6DIBxCYYpDDBEBB2OXXqEtDtDWBBoDDBKngVngVuBBBh-BFBCpBBCIB0sBhBhB2K04D04DnrTDB9PCBpBBBnRMBhCBBCPPB9-P9-PBCBCGBCBByhM9BBqGGBud0Q0QsSAB", false)),
    Lo: () => new UnicodeRangeTable(decodeRanges("qFQQhIFFBCBxGBB7ZaBFDBuBfBCJBkBBBCiDBCZZBLLBBBDRRCdBe4CBMZZBfBWVBrBYBIKBGXBCGBRoBB8B1BBETTIJBROBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNFB8BBBCCCBDBCXBCCCBIBCBBKDDBDBYDBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNyDyDBnKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPByDrTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBpBkCkCBhBBC0BBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBxFuBBSHB3BdBOBBLrBBbjBBqBCBLdByDDBCFBCBBE7hB7hBBCB4-C3BBZWBKGBCGBCGBCGBCGBCGBCGBCGBoR2B2BF1CBJCCB4CBFGGBpBBC9CBSfBxBPBhQ-tGBhC0wUBC2jBBkCnBBJrIBFPBLBBjCyByBBkCBqFoDoDEGBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBuBEBDIBLEBCoBBYCBCHBVPBCFBEEEBwBBCEEBDDBDBDCCZBBEKBIPPBEBDFBDFBKGBCGByEiBBej9KBNWBFwBBloItLBDpDBkCCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBqDJBCsBBDeBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBhEtCBjDnBBJzBB9CzBBN2JBKVBLHB5EFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4FjBBnBDBCxJxJBoBBHBBRCBCBB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB0GHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBnBBCBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBB0BUBGSB0NnBB2MqCBGwFwFB0mHBqBfBiDyDBuwIiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBxzI2P2PBrBBiBiKiKBcBTrBBlPaBmHdBDwGwGBdBCCBCBBCGBDEBKiHiHBFBCDBCBBCOBCkGB8pBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Lt: () => new UnicodeRangeTable(decodeRanges("lOGDnB2sH2sHBGBJHBJHBNQQwBAB", false)),
    Lu: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBG+B+B9zCvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBB", false)),
    M: () => new UnicodeRangeTable(decodeRanges("gYvDB0IGBoIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCgBB3BCBCRBCGBLBBeCB5BCCBFBDBBDCBKLLBbbDCB5BCCBDBFBBDCBEffBEEMCB5BCCBGBCCBCCBVBBXFBCCB5BCCBFBDBBDCBICBLBBf8B8BBDBECBCDBKpBpBBDB4BCCBFBCCBCDBIBBMBBeCB5BCCBFBCCBCDBIBBMBBQNNBCB4BBBCGBCCBCDBKLLBeeBBBnCFFBEBCCCBGBTBB+BDDBFBNHBjDDDBHBMGBqCBBcECFBByBTBCBBGKBCjBBKlDlDBSBYDBFCBCCBDGBEDBOLBCLLBCBgWCBzdDBdCBeBBfBBhCfBKuBuBBBBC2D2DBjBjB3DLBFLB8GEB6BJBCcBDxBxBBsBBDLBVEBwBQBnBIBNCBfMB5BNBxBTB5ECBCUBFHHDCBnG-BBxWgBB--CCBuEhDhDBeBrRFBqDBB1udDBCJBhBBBxCBBxIEEFYYBDBF0C0CBzBzBBQBbRBOnBnBBGBaMBtBDBwBNBlBkCkCBMBNJJBuBuBBBBzBCCBBBDBBGBBCqBqBBDBGBBtHHBCBBx5TiXiXBOBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB7DCB2BOBqBDDBLLBCBuBKBI+B+BBBBlBNBRBBtBNNBBBxBNBJDBCBB9CLBHDD+ELBWDB4BBBCGBDBBDCBKLLBDDBFBEEBkCIBCDDCDBCEBCPPBzCzCBQBYyCyCBSBsHGBDIBcBBzCQBrDMBmDOBhIOB2HFBCBBDDBCCCBuEuEBFBDGBEddBIBpBGBCDBJKKBJBvBPBnGHBoGHBCHBzCVBCNB7DFBECCBCCBFBCjCjCBDBCBBCEB8KDBKBBCxBxBBFBEEBYmnFmnFHOBpmLRBhuCEB8BGB5gBCCB1BBIDByCMMBslTslTBizEizEBsBBDWB-QEBEFBJHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
    Mc: () => new UnicodeRangeTable(decodeRanges("joC4B4BDCBJDBCBBzBBB7BCBHBBDBBLsBsB7BCBjC7B7BBBBJCCB2B2BB7B7BCHHBDDBLLnDBBCBBECBCCBLqBqBBBB+BDB+BBB7BCCBDBDBBCBBKBBdPPB7B7BBBBGCBCCBLrBrBBsCsCBBBHHBTBBrKBBgCsFsFBFFHDDBaaBLLBBBDGBWBBDFBDLLBBB5zBffiEIIBGBCBB7KDBDCBFBBCFBhHBB7BCCKCCBJJBEByExBxBGCCBDBCBB+BffFBBD9B9BDCBCEEBxBxBBGBJBBsFWW35EBB0-dBBD5C5CBzBzBBOBvEBBwBxBxBBFFBDDBBBvDBBDBBZuBuBCuDuDDBBGuHuHBCCBCCBCC0gZCCgEuBuBBBBFBB0DZZB8B8BxBCBKBBO+C+CBBBEBBCrFrFBBBgBBB7BBBCDBDBBDCBKLLB1C1CBBBIDDCDBCBBCmDmDBBBJBBErDrDBBBHCCBCBDuHuHBBBHDBDyDyDBBBJBBCuDuDCBBHoDoDCBBFmImIBBBK4H4HBEBCBBFDDCvEvEBBBJDBF1C1CeBB-BqGqGECCoGPPrDIID2G2GBDBFBBC-K-KBNNxBBBJBBCpvQpvQBBBlxD2BBpDBB0rYBBHFB", false)),
    Me: () => new UnicodeRangeTable(decodeRanges("okBBB1xF-wB-wBBCBCCBsshBCB", false)),
    Mn: () => new UnicodeRangeTable(decodeRanges("gYvDB0IEBqIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCfB4BCCFHBFEEBFBLBBe7B7BFDBJVVBbbDBB6BFFBFFBDDBBBEffBEEMBB6BFFBDBCBBFVVBXXBEBC7B7BDCCBCBJIIBMMBff+BNNzBEE4BCCBBBGCBCDBIBBMBBe7B7BDHHGBBVBBdBB6BBBFDBJVVBeepCIIBBBC7C7CDGBNHBjDDDBHBMGBqCBBcEC4BNBCEBCBBGKBCjBBKnDnDBCBCFBCBBDBBaBBFCBRDBODDBHHQgWgWBBBzdCBeBBfBBfBBhCBBCGBJDDBJBKuBuBBBBC2D2DBjBjB3DCBFBBKHHBBB8GBBD7B7BCGBCCCDHBHJBDxBxBBMBCeBDLBVDBxBCCBDBCGGpBIBNBBhBDBDBBCCB5BCCBEECCB7BHBDBB5ECBCMBCGBFHHEBBnG-BBxWMBFEEBKB--CCBuEhDhDBeBrRDBsDBB1udFFBIBhBBBxCBBxIEEFaaBGG4EBBbRBOnBnBBGBaKBvBCBxBDDBCBDBBoBkCkCBEBDBBDBBNJJwB0B0BCCBDBBGBBCrBrBBJJvHDDFx5Tx5TiXPBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB8D3B3BBNBqBDDBLLBBByBDBDBBI+B+BBBBlBEBCHB-BNNB1B1BBHBLDBDgDgDBBBDCCBHHD+E+EEHBWBB6BBBEmBmBBFBEEBnCFBOECPBB2CHBDCBCYY1CFBCFFBCCBvHvHBCBHBBCBBcBB2CHBDCCBrDrDCDDBEBCmDmDCDDBCBCEBkIIBCBBhIBBCFFxEDBDBBFhBhBBIBpBFBDDBJKKBEBDCBvBMBCBBnGCCBBBCqGqGBFBCFBCzCzCBUBDGBCBBCBB7DFBECCBCCBFBCpCpCBEEC8K8KBMMB1B1BBDBGCCYmnFmnFHOBpmLLBECBhuCEB8BGB5gBgCgCBCByC5lT5lTBizEizEBsBBDWBhRCBSHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
    N: () => new UnicodeRangeTable(decodeRanges("wBJB5DBBGDDBBBitBJBnEJBnGJB9MJB3DJBFFBtDJB3DJB3DJBDFBvDMB0DJBJGBoDJBpDGBISBuDJBhDJB3DJBnCTBtIJBnCJBwWTBybCBwHJBHJBXJBtJJBhEKBmFJBHJB3FJB3CJBnEJBHJB3gBEEBEBHJBnGyBBDEB3W7BBvCVB3TdBqrBqYqYaIBPCB4KDBrEJBfHBCOBhBJBoBOBh7cJB9FJBhKFB7EJBnBJBnGJBXJB3CJB3MJB34UJBuPsBBN4BBSBB2KaBlBDBeJJnEEBrGJBvdHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBxBJBHJB3IeB-EJBrBDBxDGBnEdBhEJB9BJBxEJBITB8HJB3KJB3DJB3LJBnDJBHTBtCLBlNSB+CJB3UJB3CcBkHJBnCJB3BJBnLJBnDUBshBuDBimPJBnpCJB3CJBnEJBCGBvQJBnIWB+KCB6nXJBnuBTBNTBtDYB2iBxBBhqCJBnNJB3PJB4HJBtWIBhEJB4Y6BBCCBCDBtCsBBCOBjeMBk3CJB", false)),
    Nd: () => new UnicodeRangeTable(decodeRanges("wBJnxBJnEJnGJ9MJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJhDJ3DJnCJ3IJnCJn6BJnBJtJJhEJnFJHJ3FJ3CJnEJHJnuiBJnVJnBJnGJXJ3CJ3MJ34UJnsBJnkCJHJ9YJhEJ9BJxEJ3IJ3KJ3DJ3LJnDJHTtCJnNJnDJ3UJ3CJ3HJnCJ3BJnLJ3uQJnpCJ3CJnEJ3QJ37XJ12CxBhqCJnNJ3PJ4HJ2aJ30EJ", true)),
    Nl: () => new UnicodeRangeTable(decodeRanges("u3FCBwzCiBBDDB-zDaaBHBPCBs1dJBxyW0BBtOJJnEEBrhIuDBm8SCB", false)),
    No: () => new UnicodeRangeTable(decodeRanges("yFBBGDDBBB2pCFB5LFB5DCBmEGB6GGBSIByNJB2hBTB0jBJBhP20B20BEFBHJBnGPBqB3W3WB6BBvCVB3TdBqrB1kB1kBBCBrEJBfHBCOBhBJBoBOBxrdFBymWsBBiCDBSBB2KaBlBDB1pBHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBhLeB-EJBrBDBxDGBnETB8LTBmqBBBvNIBobSB0aUBn8SGB-YWBqhZTBNTBtDYBvqFIBid6BBCCBCDBtCsBBCOBjeMB", false)),
    P: () => new UnicodeRangeTable(decodeRanges("hBCBCFBCDBLBBEBBbCBCccCkBkBGEELBBEEE-VJJzOFBqBBB0BCCDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCmBmBBCBoCrCrCBDBFBBwDFBsFlTlTBHB4EuTuTtBBBvCCBoCBB+ECBCCBmBKB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBM9Z9ZBWBJTBCMBCLBfBBPBB6TDBeBB+hBNBwCBBgBJB0MVBgCDBhBBB8XDBCBBxDwEwEBtBBCfBDLBkNCBFJBDLBRNNjD7C7CjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HzqUzqUBxGxGBIBXiBBCNBCFFCBB2ECBCFBCDBLBBEBBbCBCccCCCBFB7MCB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDByO-J-JjBlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
    Pc: () => new UnicodeRangeTable(decodeRanges("-Cg-Hg-HBUU-u3BBBZCBwHAB", false)),
    Pd: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEBiwDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
    Pe: () => new UnicodeRangeTable(decodeRanges("pB0B0BgB+1D+1DC-6B-6BqtC4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECtBGCtNICEGCDBB-ozB6G6GeOCESSCCCrF0B0BgBGD", false)),
    Pf: () => new UnicodeRangeTable(decodeRanges("7F+6H+6HEddpuDCCFDDQEE", false)),
    Pi: () => new UnicodeRangeTable(decodeRanges("rFt7Ht7HDBBDaapuDCCFDDQEE", false)),
    Po: () => new UnicodeRangeTable(decodeRanges("hBCBCCBDECBLLBEEBcclCGGPBBI-V-VJzOzOBEBqB3B3BDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCxDxDrCEBFBBwDFBsFlTlTBHBmY9D9DBBBoCBB+ECBCCBmBFBCDB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBMjajaBJJBGBJIBDDBDCBEKBCCCBIB7kDDBCBBxDwEwEBFFBBBDDDBHBCBBCDDBLLBDBCJBDDBCCCBLBDCBtNCB6B+F+FjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HlxUlxUBFBDXXVBBDDBECBCDBICBHCCB2E2EBBBCCBDECBLLBEEBcclBDDB7M7MBBB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDB0ZlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
    Ps: () => new UnicodeRangeTable(decodeRanges("oBzBzBgB-1D-1DC-6B-6B-rCEEnB4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECaTTCECtNICEGCDipzBipzB4GeeCMCESSCCCrFzBzBgBEEDAB", false)),
    S: () => new UnicodeRangeTable(decodeRanges("kBHHRCBgBCCcCCkBEBCBBDCCBCBDEEfgBgBrODBNNBGGBCCCBPB2DPPBxDxDsErIrIBBB3DCBDDDBvGvGLUUB4H4HIBBpEqLqLBHHB2H2H-DjEjEBGBlEwGwGqBmGmGiGCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WuLuLlL+E+EBgBBiLJBKIBhiBCCBBBMCBOCBOCBOBBmCOOoBCBOCBUhBB-BBBCDBCBBLCCBBBGFBCECFMMBFFBDBGDBC7B7BBFFB2LBFcBD+HBXKByCtCBXnTBtBwBBDeBLyMBX+BBFfBD1LBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBB8CBB0HBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BB6RWBKBBoDBB+EDBLDB+RCBiHPPB+9T+9TpEgBBuLPBhCBB3BHBtBDBjDCCBBBD7E7EHRRBBBgBCCcCCiEGBCGBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSmWmWBiKiKBGBnjC2kC2kCBbBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQQBgDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBrbaagBaagBaagBaagBaa9B-PB4BDBzBHBCNBCBBp2BwNwNttCEE+DiOiOBvIvIBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
    Sc: () => new UnicodeRangeTable(decodeRanges("kB+D+DBCBqnB8D8DzPBBzPBBI2H2HoImSmS8sClmClmCBgBB37hBkuVkuVtD7E7E8GBBEBB3-HDB-4wBxtCxtC", false)),
    Sk: () => new UnicodeRangeTable(decodeRanges("+CCCoCHHFEEqQDBNNBGGBCCCBPB2DPPBjoBjoB15FCCBBBMCBOCBOCBOBB9kEBBkzdWBKBBoDBBxePPBniUniUBPB8bCCjF4g9B4g9BBDB", false)),
    Sm: () => new UnicodeRangeTable(decodeRanges("rBRRBBB+BCCuBFFmBgBgB-XwQwQBBB8xGOOoBCBOCBsEoBoBBDBHlClCBDBGBBFGDIgBgBBDDCgBgBBqIBhBBB7CffBXBpBFB2OKK3BHBwDxKxKBDBDeBLPBhIiEBX+BBFfBDhIBxBUBDFB9+zB5Z5ZCCBlFRRBBB+BCCkEHHBCBitDBBhrwBx+Bx+BagBgBagBgBagBgBagBgBat5Ft5FB-uC-uCBHB", false)),
    So: () => new UnicodeRangeTable(decodeRanges("mFDDFCCyerIrIBgEgEBvGvGLUUB4H4HkQ2L2LjEFBClElEwGqBqBoMCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WzWzW+EhBBiLJBKIBksBBBCDBCBBLCCBHHBEBCECFMMBPPCBBC7B7BBKKBDBDDBCBBCBBCGBCeBDBBCCCBdBtIHBFTBDGBDwCBCdBanBBHnCBXKByCtCBX2FBCIBC1BBJuDBC3HBtBrBBhC-HBhQvBBWBBHmBBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBBxKBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BBibDBLBBC+R+RBBBqqUPBuLPBhCBB3BHBuBCBlPEEFBBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSpgBpgBBGBnjC2kC2kCBGBFQBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQPBhDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBqlB-PB4BDBzBHBCNBCBBp2B96C96CiEyWyWBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E6HBG4WBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBB-B3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
    Z: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBeBBGwBwBh9DAB", false)),
    Zl: () => new UnicodeRangeTable(decodeRanges("ohIA", true)),
    Zp: () => new UnicodeRangeTable(decodeRanges("phIA", true)),
    Zs: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBlBwBwBh9DAB", false)),
    ASCII_Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbF", true)),
    Alphabetic: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICC3CeeBQBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoBNBCCCBCCBCCJaBFDBeKBG3BBCGBPlDBCHBFHBFCBLCBDRRBuBBOkDBZgBBKBBFGGBWBDSBUYBIKBGXBCGBIJJBoBBLLBEGBHrCBCPBCCBFOBOSBCHBDBBDVBCGBCEEBCBEHBDBBDBBCJJFBBCEBNBBLFFBBBCFBFBBDVBCGBCBBCBBCBBFEBFBBDBBFIIBCBCSSBEBMCBCIBCCBCVBCGBCBBCEBEIBCCBCBBEQQBCBWDBFCBCHBDBBDVBCGBCBBCEBEHBDBBDBBKBBFBBCEBORRBCCBEBECBCDBEBBCCCBEEBEEBBBELBFEBECBCCBEHHpBMBCCBCWBCPBEHBCCBCCBJBBCCBCBBDDBdDBCHBCCBCWBCJBCEBEHBCCBCCBJBBGCBCDBOCBNMBCCBCoBBDHBCCBCCBCGGBCBIEBXFBCCBCRBEXBCIBCDDBFBJFBCCCBGBTBBO5BBGGBH0B0BBECBDBCXBCCCBRBCCBDEBCHHPDBhBgCgCBGBCjBBFSBFPBCjBBkC2BBCDDBDBR-BBLDBDlBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBEKBITBMUBNTBNMBCCBCBBNzBBDSBPFFkC4CBIqBBGlCBLeBCLBFIBYdBDEBMrBBFZB3BbBF+BBDTBzBYYBMMBBByBzBBCOBCHB0BpBBDDBLrBBCKBP2BBXCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBUhBBM1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBFSSBnBBuZzBB34BkHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBCfBwB2O2OBBBaIBIEBDEBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBGHBEwDBoBIBDmDBDxCBVUBCgBBZzBBNjCBCtBtBBEBECCBBBLgBBGiBBOcBEyBBCLBQRRBOBLEBC2BBKNBTWBEkCBCCCZCBDPBDDBMFBDFBDFBKGBCGBCqBBCNBH6DBWj9KBNWBFwBBloItLBDpDBnBGBNEBGLBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmC0BBsIcBEwBBwBfBOdBGqBBGdBDjBBFHBCEBrB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCDBCBBGHBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOnBBjBbBEGGBVB7HpBBCBBEBBRFBzBCBEcBLJJBUBrBRBvBUBcWBKlCBsBEBL4BBKOOBXBYyBBSDBJiBBEKKB+BBCDBKBBLCCkBRBChBBDHHBCB-BGBCCCBCBCOBCJBI4BBYDBCHBDBBDVBCGBCBBCEBEHBDBBDBBEHHGGBdJBCDDClBBCJBCDDCDBCBBECCtBhCBCCBCDBVCBfhCBDBBC5F5FB0BBDGBaFBjB+BBCEE8B1BBDoCoCBZBDNBWGB6F4BBoD-BBgBHBDDDBGBCBBCdBCBBDBBDDB+CHBDtBBDFBCCCBccBxBBDJBSnCBGTTBnCBoDHB5CgBBgBIBCsBBCGBCyByBBcBDVBCNBqCGBCBBCrBBECCBCCBBBCDDBZZBEBCBBCkBBCBBCDBCYYBqBBlIWBKQBCoBBECBwDwCwCB4cBnDuDBSjGBtyCgDBQvhBBSFBa68DBGmSB61GuBBy2B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBF4BBIQBhCBBCNNBFBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBFi7Fi7FBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCVBJBBhHGBCDBCBBCOBCkGB8BjCBEEE1lBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1TZBHZBHZB3zD-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Dash: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEB+BoBoBQnMnMlgDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
    Emoji: () => new UnicodeRangeTable(decodeRanges("jBHHGJBwDFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDrGrGhFBBNBBPDDBIBsCZBCBBYVVDIBWBBvFhBBDvDBDBBCCBDyCBDCBCmIBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDDBEJBECCBEEDJBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
    Emoji_Component: () => new UnicodeRangeTable(decodeRanges("jBHHGJB0+H2G2Gsp3B3+8B3+8BBYB8PEBxtBDBtzhY-CB", false)),
    Emoji_Modifier: () => new UnicodeRangeTable(decodeRanges("7-8DE", true)),
    Emoji_Modifier_Base: () => new UnicodeRangeTable(decodeRanges("9wJ8G8GRDB4jzD9B9BBBBDDDBBB2DBBDKBWSBEFFBBBCCBICCZqGqGBFFWFFBvFvFBBBEEB0CRRBBBKMMgSDDJHBHKKBIBDCB5B+B+BBCCBCCSCBCMBmHCBrBIB", false)),
    Emoji_Presentation: () => new UnicodeRangeTable(decodeRanges("64IBBuGDBEDDqQBBWBBzBLBsBUUOJJBSSBGGBJJGWWIBBCFFDIIFBBdkBkBCFFBBBC+B+BBBBZPP8aBB0BFFvlxDrGrG-FDDBIBsCZBCZZVDDBDBCCBWBBvFgBBNIBClCBCVBNqBBFEBNQBEEEBlCBCCCB5FBD+BBODBCXBTbbBOO3C0CBxBlCBHEEBBBDDBEDBMBBIIBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
    Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("pFFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDoBoBBCBlDLBQBBQPPBmBmBBIBxDBBNBBPDDBIBU3BBcOBLVVDIBCDBKWBH7FBDvDBDBBCCBDyCBDCBCDBG9HBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDQBECCBEBDMB7GlBBNDB5BHBLFBpBHBfBBNDBDNBKmBBNuBBCJBC4FB5CHBPxEBhI9fB", false)),
    Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbFq1-BJIFbF", true)),
    Lowercase: () => new UnicodeRangeTable(decodeRanges("hDZBwBLLFlBlBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDiBBIBBfEBhDsBsBCEEDDBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBCDB5XFBjkCIBC2D2DB+FBiC0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBB6DOORMBuDEEBEEcKFDBBJDBFiBiBBOBFsasaBYBn6BvBBCEEBGCFCCBCCBGBEiDCBIICFFNlBBCGG0oesBCUaCBBBmEMCBBBC8BCBIBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCWDBCCCBBB2ZqBBCNBHvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBkODDBBBCpBBCIBmoByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFBmI9BB1lChBB", false)),
    Math: () => new UnicodeRangeTable(decodeRanges("rBRRBBBgBeeCuBuBFmBmBgB5W5WBBBDbbBDDBBBwQCBuwGccBBBMEEOPPBCBWEBMEBiCMBFEEBFFBDBTFFDJBCDDBEBHEEBDDBCCBBBCFBENBClClCBWBCFBCBBFBBFfBCHHBPPBqIBJDBVBB7CffBZBCZZMGB+NBBNJBFFBFBBDBBEEBPCCDFBMHBGBB6BCCeDBKCBxK-BBhI-PBxBUBDFB9+zB4Z4ZBEBCjFjFRCBeCCeCCkEHHBCBitDBBhrwBwoBwoBBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBBhwFDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB-uCIB", false)),
    Quotation_Mark: () => new UnicodeRangeTable(decodeRanges("iBFFkEQQ96HHBaBBowDqOqOBCBOCBixzBDB+FFF7CBB", false)),
    Terminal_Punctuation: () => new UnicodeRangeTable(decodeRanges("hBLLCMMBEE-ZJJiQ6B6BpCPPCCB1FsBsBBJBCsHsHB3B3BBEBCHBgBmImIB1nB1nBBtFtFFFB4JBB2YHBmY9D9DBBBoCBB+ECBEoBoBBCBDBB7JBBjLDBjFBBLBBCCBeCB8FEB-BBBldYYBKKBBBwlDCBzJOOFLLCBBEBBtNBB8ndBBuICBkHEB-LBB3CBBgD4E4EBBB0ECBgERRB6H6HnxUDDB6B6BBBBCDBqFLLCMMBEEiCDD7hBxBxBnkBoGoG3JBB5EFBlCFB6CDB5dEBtBDB+FGBxDDBgECBiEBBHRRB5C5CBDBtDrJrJB2D2DBBBNBBnLDBEOBqDBB6HCBmQCC8HBB4CBBFBB-MCBuBmUmUBrCrCBspBspBBDB6vRBBmEiCiCBBBLqRqRBoJoJBnwTnwTovHDB", false)),
    Uppercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBGbbBOBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBBvgCZBHZBHZB", false)),
    White_Space: () => new UnicodeRangeTable(decodeRanges("JEBTlDlDbgvFgvFgsCKBeBBGwBwBh9DAB", false))
  });
  static SCRIPTS = new LazyMap({
    Adlam: () => new UnicodeRangeTable(decodeRanges("go6DrCFJFB", true)),
    Ahom: () => new UnicodeRangeTable(decodeRanges("g4lCaDOFW", true)),
    Anatolian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggxCmS", true)),
    Arabic: () => new UnicodeRangeTable(decodeRanges("gwBEBCFBCNBCCBCfBCJBMZBCrDBChBBxCvBBxHhBBGqCBCcBxy8BtPBDvEBhBPBxDEBCmEBk7DeBkCFBJIBiBFBh43BDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB", false)),
    Armenian: () => new UnicodeRangeTable(decodeRanges("xpBlBDxBDCks9BE", true)),
    Avestan: () => new UnicodeRangeTable(decodeRanges("g4iC1BEG", true)),
    Balinese: () => new UnicodeRangeTable(decodeRanges("g4GsCCxB", true)),
    Bamum: () => new UnicodeRangeTable(decodeRanges("g1pB3CpowB4R", true)),
    Bassa_Vah: () => new UnicodeRangeTable(decodeRanges("w26CdDF", true)),
    Batak: () => new UnicodeRangeTable(decodeRanges("g+GzBJD", true)),
    Bengali: () => new UnicodeRangeTable(decodeRanges("gsCDBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYB", false)),
    Beria_Erfe: () => new UnicodeRangeTable(decodeRanges("g17CYDY", true)),
    Bhaiksuki: () => new UnicodeRangeTable(decodeRanges("ggnCICsBCNLc", true)),
    Bopomofo: () => new UnicodeRangeTable(decodeRanges("qXB6wLqBxDf", true)),
    Brahmi: () => new UnicodeRangeTable(decodeRanges("ggkCtCFjBKA", true)),
    Braille: () => new UnicodeRangeTable(decodeRanges("ggK-H", true)),
    Buginese: () => new UnicodeRangeTable(decodeRanges("gwGbDB", true)),
    Buhid: () => new UnicodeRangeTable(decodeRanges("g6FT", true)),
    Canadian_Aboriginal: () => new UnicodeRangeTable(decodeRanges("ggF-TxRlC7tgCP", true)),
    Carian: () => new UnicodeRangeTable(decodeRanges("g1gCwB", true)),
    Caucasian_Albanian: () => new UnicodeRangeTable(decodeRanges("wphCzBMA", true)),
    Chakma: () => new UnicodeRangeTable(decodeRanges("gokC0BCR", true)),
    Cham: () => new UnicodeRangeTable(decodeRanges("gwqB2BKNDJDD", true)),
    Cherokee: () => new UnicodeRangeTable(decodeRanges("g9E1CDFz7lBvC", true)),
    Chorasmian: () => new UnicodeRangeTable(decodeRanges("w9jCb", true)),
    Common: () => new UnicodeRangeTable(decodeRanges("AgCBbFBbuBBCOBCEBYgBgBiOmBBGEBDTB1DKKHCC+THHPEEhB9E9ElQiEiEB6mB6mB2MDBjJwvBwvBBBBoCBBsGBBCumBumBOIIBCBCFBCCBDmYmYBKBD2CBCKBEKBCOBShBB-BlBBCCBDFBCaBCQBqBCBF5UBXKBW-cBhIzTBDpEBhQ9CBzMUBCCCBXBQHBFDB8CBBE7C7CB0E0EBOBhBlBBKxBxBB+BBgBwCBwB5C5CBmFBhuG-BBhoWhBBnDCBmFJB1HhFhFsMPPBzuUzuUBxGxGBIBXiBBCSBCDB0ECCBeBbFBbKBLuBuBBhChCBFBCGBLEBjICBFsBBEIBxCMB0BsBBlHaBltuBDB96D8HBEzNBHWBQQBgDzDB9B1HBLmBBD9BBEQBJBBIdBF8BB2GTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBByjFjCBtC8BBjWrBBFjDBNOBDOBCOBCkBBLtFB5BZBCBBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBnghYffB+CB", false)),
    Coptic: () => new UnicodeRangeTable(decodeRanges("ifNxkKzDGG", true)),
    Cuneiform: () => new UnicodeRangeTable(decodeRanges("ggoC5cnDuDCEMjG", true)),
    Cypriot: () => new UnicodeRangeTable(decodeRanges("ggiCFBDCCBqBBCBBEDD", false)),
    Cypro_Minoan: () => new UnicodeRangeTable(decodeRanges("w8rCiD", true)),
    Cyrillic: () => new UnicodeRangeTable(decodeRanges("ggBkEBDoFBx6FKBhFtCtCojEfBhie-CBv8VBBhw4B9BBiBAB", false)),
    Deseret: () => new UnicodeRangeTable(decodeRanges("gghCvC", true)),
    Devanagari: () => new UnicodeRangeTable(decodeRanges("goCwCFODZh7nBfhwcJ", true)),
    Dives_Akuru: () => new UnicodeRangeTable(decodeRanges("gomCGBDDDBGBCBBCdBCBBDLBKJB", false)),
    Dogra: () => new UnicodeRangeTable(decodeRanges("ggmC7B", true)),
    Duployan: () => new UnicodeRangeTable(decodeRanges("ggvDqDGMEIIJDD", true)),
    Egyptian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggsC1iBL68D", true)),
    Elbasan: () => new UnicodeRangeTable(decodeRanges("gohCnB", true)),
    Elymaic: () => new UnicodeRangeTable(decodeRanges("g-jCW", true)),
    Ethiopic: () => new UnicodeRangeTable(decodeRanges("gwEoCBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBnvGWBKGBCGBCGBCGBCGBCGBCGBCGBjpfFBDFBDFBKGBCGBylvCGBCDBCBBCOB", false)),
    Garay: () => new UnicodeRangeTable(decodeRanges("gqjClBEcJB", true)),
    Georgian: () => new UnicodeRangeTable(decodeRanges("glElBBCGGDqBBCDBx8CqBBDCBhiElBBCGG", false)),
    Glagolitic: () => new UnicodeRangeTable(decodeRanges("ggL-Ch9sDGCQDGCBCE", true)),
    Gothic: () => new UnicodeRangeTable(decodeRanges("w5gCa", true)),
    Grantha: () => new UnicodeRangeTable(decodeRanges("g4kCDBCHBDBBDVBCGBCBBCEBDIBDBBDCBDHHGGBDGBEEB", false)),
    Greek: () => new UnicodeRangeTable(decodeRanges("wbDBCCBDDBCFFCCCBBBCCCBSBC+BBPPBnpGEBzBEBFEB1ChKhKBUBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBoJ-xiB-xiB7uVuCBSgj0Bgj0BBkCB", false)),
    Gujarati: () => new UnicodeRangeTable(decodeRanges("h0CCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGB", false)),
    Gunjala_Gondi: () => new UnicodeRangeTable(decodeRanges("grnCFCBCkBCBCFIJ", true)),
    Gurmukhi: () => new UnicodeRangeTable(decodeRanges("hwCCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPB", false)),
    Gurung_Khema: () => new UnicodeRangeTable(decodeRanges("go4C5B", true)),
    Han: () => new UnicodeRangeTable(decodeRanges("g0LZBC4CBN1GBwBCCaIBPDBle-tGBhC-vUBhoWtLBDpDBpodBBNGBqgkB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Hangul: () => new UnicodeRangeTable(decodeRanges("goE-HvxHBiI9CyDeiCei3dckUj9KNWFwBl9JeEFDFDFDC", true)),
    Hanifi_Rohingya: () => new UnicodeRangeTable(decodeRanges("gojCnBJJ", true)),
    Hanunoo: () => new UnicodeRangeTable(decodeRanges("g5FU", true)),
    Hatran: () => new UnicodeRangeTable(decodeRanges("gniCSCBGE", true)),
    Hebrew: () => new UnicodeRangeTable(decodeRanges("xsB2BBJaBFFBpp9BZBCEBCCCBCCBCCBIB", false)),
    Hiragana: () => new UnicodeRangeTable(decodeRanges("hiM1CBHCBi7-C+IBTeeBBBulQAB", false)),
    Imperial_Aramaic: () => new UnicodeRangeTable(decodeRanges("giiCVCI", true)),
    Inherited: () => new UnicodeRangeTable(decodeRanges("gYvDB2IBBlOKBbhXhXBCB8qEtBBDLBlPCBCMBCGBFHHEBBnG-BBtQBBjGgBB65DDBsDBBmrzBPBRNBwejHjH7iEl+uBl+uBBsBBDWBhRCBSHBDGBfDBz6rYvHB", false)),
    Inscriptional_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g7iCSGH", true)),
    Inscriptional_Parthian: () => new UnicodeRangeTable(decodeRanges("g6iCVDH", true)),
    Javanese: () => new UnicodeRangeTable(decodeRanges("gsqBtCDJFB", true)),
    Kaithi: () => new UnicodeRangeTable(decodeRanges("gkkCiCLA", true)),
    Kannada: () => new UnicodeRangeTable(decodeRanges("gkDMCCCWCJCEDICCCDIBGCCDDJCC", true)),
    Katakana: () => new UnicodeRangeTable(decodeRanges("hlM5CBDCBxHPBxGuBBC3CBvgzBJBCsBBzisBDBCGBCBBCgJgJBBBzBPPBCB", false)),
    Kawi: () => new UnicodeRangeTable(decodeRanges("g4nCQCoBEc", true)),
    Kayah_Li: () => new UnicodeRangeTable(decodeRanges("goqBtBCA", true)),
    Kharoshthi: () => new UnicodeRangeTable(decodeRanges("gwiCDCBGHCCCcDCFJII", true)),
    Khitan_Small_Script: () => new UnicodeRangeTable(decodeRanges("k-7C84G84GB0OBqBAB", false)),
    Khmer: () => new UnicodeRangeTable(decodeRanges("g8F9CDJHJnPf", true)),
    Khojki: () => new UnicodeRangeTable(decodeRanges("gwkCRCuB", true)),
    Khudawadi: () => new UnicodeRangeTable(decodeRanges("w1kC6BGJ", true)),
    Kirat_Rai: () => new UnicodeRangeTable(decodeRanges("gq7C5B", true)),
    Lao: () => new UnicodeRangeTable(decodeRanges("h0DBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDB", false)),
    Latin: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBQQGWBCeBCgOBoBEB8wGlBBHwBBGDBGMBClCBiC-HByLOORMBuEBBHccSoBB42CfBj1elDBExCBVOBxZqBBCIBCDB38TGB7gBZBHZBmhCFBCpBBCIBm61BeBHFB", false)),
    Lepcha: () => new UnicodeRangeTable(decodeRanges("ggH3BEOEC", true)),
    Limbu: () => new UnicodeRangeTable(decodeRanges("goGeBCLBFLBFEEBKB", false)),
    Linear_A: () => new UnicodeRangeTable(decodeRanges("gwhC2JKVLH", true)),
    Linear_B: () => new UnicodeRangeTable(decodeRanges("gggCLCZCSCBCODNjB6D", true)),
    Lisu: () => new UnicodeRangeTable(decodeRanges("wmpBvBx1eA", true)),
    Lycian: () => new UnicodeRangeTable(decodeRanges("g0gCc", true)),
    Lydian: () => new UnicodeRangeTable(decodeRanges("gpiCZGA", true)),
    Mahajani: () => new UnicodeRangeTable(decodeRanges("wqkCmB", true)),
    Makasar: () => new UnicodeRangeTable(decodeRanges("g3nCY", true)),
    Malayalam: () => new UnicodeRangeTable(decodeRanges("goDMCCCyBCCCFFPDZ", true)),
    Mandaic: () => new UnicodeRangeTable(decodeRanges("giCbDA", true)),
    Manichaean: () => new UnicodeRangeTable(decodeRanges("g2iCmBFL", true)),
    Marchen: () => new UnicodeRangeTable(decodeRanges("wjnCfDVCN", true)),
    Masaram_Gondi: () => new UnicodeRangeTable(decodeRanges("gonCGBCBBCrBBECCBCCBHBJJB", false)),
    Medefaidrin: () => new UnicodeRangeTable(decodeRanges("gy7C6C", true)),
    Meetei_Mayek: () => new UnicodeRangeTable(decodeRanges("g3qBWqGtBDJ", true)),
    Mende_Kikakui: () => new UnicodeRangeTable(decodeRanges("gg6DkGDP", true)),
    Meroitic_Cursive: () => new UnicodeRangeTable(decodeRanges("gtiCXFTDtB", true)),
    Meroitic_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("gsiCf", true)),
    Miao: () => new UnicodeRangeTable(decodeRanges("g47CqCF4BIQ", true)),
    Modi: () => new UnicodeRangeTable(decodeRanges("gwlCkCMJ", true)),
    Mongolian: () => new UnicodeRangeTable(decodeRanges("ggGBBDCCBSBH4CBIqBB2t-BMB", false)),
    Mro: () => new UnicodeRangeTable(decodeRanges("gy6CeCJFB", true)),
    Multani: () => new UnicodeRangeTable(decodeRanges("g0kCGBCCCBCBCOBCKB", false)),
    Myanmar: () => new UnicodeRangeTable(decodeRanges("ggE-EhqmBeiDfxibT", true)),
    Nabataean: () => new UnicodeRangeTable(decodeRanges("gkiCeJI", true)),
    Nag_Mundari: () => new UnicodeRangeTable(decodeRanges("wm5DpB", true)),
    Nandinagari: () => new UnicodeRangeTable(decodeRanges("gtmCHDtBDK", true)),
    New_Tai_Lue: () => new UnicodeRangeTable(decodeRanges("gsGrBFZHKEB", true)),
    Newa: () => new UnicodeRangeTable(decodeRanges("gglC7CCE", true)),
    Nko: () => new UnicodeRangeTable(decodeRanges("g+B6BDC", true)),
    Nushu: () => new UnicodeRangeTable(decodeRanges("h-7CvsQvsQBqMB", false)),
    Nyiakeng_Puachue_Hmong: () => new UnicodeRangeTable(decodeRanges("go4DsBENDJFB", true)),
    Ogham: () => new UnicodeRangeTable(decodeRanges("g0Fc", true)),
    Ol_Chiki: () => new UnicodeRangeTable(decodeRanges("wiHvB", true)),
    Ol_Onal: () => new UnicodeRangeTable(decodeRanges("wu5DqBFA", true)),
    Old_Hungarian: () => new UnicodeRangeTable(decodeRanges("gkjCyBOyBIF", true)),
    Old_Italic: () => new UnicodeRangeTable(decodeRanges("g4gCjBKC", true)),
    Old_North_Arabian: () => new UnicodeRangeTable(decodeRanges("g0iCf", true)),
    Old_Permic: () => new UnicodeRangeTable(decodeRanges("w6gCqB", true)),
    Old_Persian: () => new UnicodeRangeTable(decodeRanges("g9gCjBFN", true)),
    Old_Sogdian: () => new UnicodeRangeTable(decodeRanges("g4jCnB", true)),
    Old_South_Arabian: () => new UnicodeRangeTable(decodeRanges("gziCf", true)),
    Old_Turkic: () => new UnicodeRangeTable(decodeRanges("ggjCoC", true)),
    Old_Uyghur: () => new UnicodeRangeTable(decodeRanges("w7jCZ", true)),
    Oriya: () => new UnicodeRangeTable(decodeRanges("h4CCCHDBDVCGCBCEDIDBDCICFBCEDR", true)),
    Osage: () => new UnicodeRangeTable(decodeRanges("wlhCjBFjB", true)),
    Osmanya: () => new UnicodeRangeTable(decodeRanges("gkhCdDJ", true)),
    Pahawh_Hmong: () => new UnicodeRangeTable(decodeRanges("g46ClCLJCGCUGS", true)),
    Palmyrene: () => new UnicodeRangeTable(decodeRanges("gjiCf", true)),
    Pau_Cin_Hau: () => new UnicodeRangeTable(decodeRanges("g2mC4B", true)),
    Phags_Pa: () => new UnicodeRangeTable(decodeRanges("giqB3B", true)),
    Phoenician: () => new UnicodeRangeTable(decodeRanges("goiCbEA", true)),
    Psalter_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g8iCRIDNG", true)),
    Rejang: () => new UnicodeRangeTable(decodeRanges("wpqBjBMA", true)),
    Runic: () => new UnicodeRangeTable(decodeRanges("g1FqCEK", true)),
    Samaritan: () => new UnicodeRangeTable(decodeRanges("ggCtBDO", true)),
    Saurashtra: () => new UnicodeRangeTable(decodeRanges("gkqBlCJL", true)),
    Sharada: () => new UnicodeRangeTable(decodeRanges("gskC-ChsCH", true)),
    Shavian: () => new UnicodeRangeTable(decodeRanges("wihCvB", true)),
    Siddham: () => new UnicodeRangeTable(decodeRanges("gslC1BDlB", true)),
    Sidetic: () => new UnicodeRangeTable(decodeRanges("gqiCZ", true)),
    SignWriting: () => new UnicodeRangeTable(decodeRanges("gg2DrUQECO", true)),
    Sinhala: () => new UnicodeRangeTable(decodeRanges("hsDCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBt-gCTB", false)),
    Sogdian: () => new UnicodeRangeTable(decodeRanges("w5jCpB", true)),
    Sora_Sompeng: () => new UnicodeRangeTable(decodeRanges("wmkCYIJ", true)),
    Soyombo: () => new UnicodeRangeTable(decodeRanges("wymCyC", true)),
    Sundanese: () => new UnicodeRangeTable(decodeRanges("g8G-BhIH", true)),
    Sunuwar: () => new UnicodeRangeTable(decodeRanges("g+mChBPJ", true)),
    Syloti_Nagri: () => new UnicodeRangeTable(decodeRanges("ggqBsB", true)),
    Syriac: () => new UnicodeRangeTable(decodeRanges("g4BNC7BDCxIK", true)),
    Tagalog: () => new UnicodeRangeTable(decodeRanges("g4FVKA", true)),
    Tagbanwa: () => new UnicodeRangeTable(decodeRanges("g7FMCCCB", true)),
    Tai_Le: () => new UnicodeRangeTable(decodeRanges("wqGdDE", true)),
    Tai_Tham: () => new UnicodeRangeTable(decodeRanges("gxG+BCcDKHJHN", true)),
    Tai_Viet: () => new UnicodeRangeTable(decodeRanges("g0qBiCZE", true)),
    Tai_Yo: () => new UnicodeRangeTable(decodeRanges("g25DeCVJB", true)),
    Takri: () => new UnicodeRangeTable(decodeRanges("g0lC5BHJ", true)),
    Tamil: () => new UnicodeRangeTable(decodeRanges("i8CBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBm+kCxBBOAB", false)),
    Tangsa: () => new UnicodeRangeTable(decodeRanges("wz6CuCCJ", true)),
    Tangut: () => new UnicodeRangeTable(decodeRanges("g-7CgBgBB+3GBhQeBiDyDB", false)),
    Telugu: () => new UnicodeRangeTable(decodeRanges("ggDMCCCWCPDICCCDIBCCCBDDDJII", true)),
    Thaana: () => new UnicodeRangeTable(decodeRanges("g8BxB", true)),
    Thai: () => new UnicodeRangeTable(decodeRanges("hwD5BGb", true)),
    Tibetan: () => new UnicodeRangeTable(decodeRanges("g4DnCCjBFmBCjBCOCGFB", true)),
    Tifinagh: () => new UnicodeRangeTable(decodeRanges("wpL3BIBPA", true)),
    Tirhuta: () => new UnicodeRangeTable(decodeRanges("gklCnCJJ", true)),
    Todhri: () => new UnicodeRangeTable(decodeRanges("guhCzB", true)),
    Tolong_Siki: () => new UnicodeRangeTable(decodeRanges("wtnCrBFJ", true)),
    Toto: () => new UnicodeRangeTable(decodeRanges("w04De", true)),
    Tulu_Tigalari: () => new UnicodeRangeTable(decodeRanges("g8kCJBCDDClBBCJBCDDCDBCJBCBBJBB", false)),
    Ugaritic: () => new UnicodeRangeTable(decodeRanges("g8gCdCA", true)),
    Unknown: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-FB", false)),
    Vai: () => new UnicodeRangeTable(decodeRanges("gopBrJ", true)),
    Vithkuqi: () => new UnicodeRangeTable(decodeRanges("wrhCKCOCGCBCKCOCGCB", true)),
    Wancho: () => new UnicodeRangeTable(decodeRanges("g24D5BGA", true)),
    Warang_Citi: () => new UnicodeRangeTable(decodeRanges("glmCyCNA", true)),
    Yezidi: () => new UnicodeRangeTable(decodeRanges("g0jCpBCCDB", true)),
    Yi: () => new UnicodeRangeTable(decodeRanges("ggoBskBE2B", true)),
    Zanabazar_Square: () => new UnicodeRangeTable(decodeRanges("gwmCnC", true))
  });
  static FOLD_CATEGORIES = new LazyMap({
    L: () => new UnicodeRangeTable(decodeRanges("laA", true)),
    LC: () => new UnicodeRangeTable(decodeRanges("laA", true)),
    Ll: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGC3HrBrBCEEJHHCCBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHxC9zC9zCBuBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
    Lt: () => new UnicodeRangeTable(decodeRanges("kOCCBCCBCClBCCtsHHBJHBJHBMQQwBAB", false)),
    Lu: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpL2B2Bs1CvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false)),
    M: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
    Mn: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
    Emoji: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
    Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
    Lowercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHuBPBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
    Math: () => new UnicodeRangeTable(decodeRanges("ycGDCHHFMMDDDCHHFAB", false)),
    Uppercase: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpLiBiBBOBFsasaBYBn6BvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false))
  });
  static FOLD_SCRIPT = new LazyMap({
    Common: () => new UnicodeRangeTable(decodeRanges("8cgBgB", false)),
    Greek: () => new UnicodeRangeTable(decodeRanges("1FwUwU", false)),
    Inherited: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false))
  });
};
var Unicode = class Unicode2 {
  static MAX_RUNE = 1114111;
  static RUNE_ERROR = 65533;
  static isUnsearchable(r) {
    return r === Unicode2.RUNE_ERROR || r >= Unicode2.MIN_HIGH_SURROGATE && r <= Unicode2.MAX_LOW_SURROGATE;
  }
  static MAX_ASCII = 127;
  static MAX_LATIN1 = 255;
  static MAX_BMP = 65535;
  static MIN_FOLD = 65;
  static MAX_FOLD = 125251;
  static MIN_HIGH_SURROGATE = 55296;
  static MAX_HIGH_SURROGATE = 56319;
  static MIN_LOW_SURROGATE = 56320;
  static MAX_LOW_SURROGATE = 57343;
  static MIN_SUPPLEMENTARY_CODE_POINT = 65536;
  static is32(ranges, r) {
    let lo = 0;
    let hi = ranges.length;
    while (lo < hi) {
      const m = lo + Math.floor((hi - lo) / 2);
      const rlo = ranges.getLo(m);
      const rhi = ranges.getHi(m);
      if (rlo <= r && r <= rhi) {
        const stride = ranges.getStride(m);
        return (r - rlo) % stride === 0;
      }
      if (r < rlo) hi = m;
      else lo = m + 1;
    }
    return false;
  }
  static is(ranges, r) {
    if (r <= Unicode2.MAX_LATIN1) {
      for (let i = 0; i < ranges.length; i++) {
        if (r > ranges.getHi(i)) continue;
        const rlo = ranges.getLo(i);
        if (r < rlo) return false;
        const stride = ranges.getStride(i);
        return (r - rlo) % stride === 0;
      }
      return false;
    }
    return ranges.length > 0 && r >= ranges.getLo(0) && Unicode2.is32(ranges, r);
  }
  static isPrint(r) {
    if (r <= Unicode2.MAX_LATIN1) return r >= 32 && r < Unicode2.MAX_ASCII || r >= 161 && r !== 173;
    return Unicode2.is(UnicodeTables.Print, r);
  }
  static simpleFold(r) {
    if (UnicodeTables.CASE_ORBIT.has(r)) return UnicodeTables.CASE_ORBIT.get(r);
    if (r <= Unicode2.MAX_ASCII) {
      const l = Codepoint.toLowerCase(r);
      return l !== r ? l : Codepoint.toUpperCase(r);
    }
    return r;
  }
  static equalsIgnoreCase(r1, r2) {
    if (r1 === r2) return true;
    if (r1 < 0 || r2 < 0) return false;
    if (r1 <= Unicode2.MAX_ASCII && r2 <= Unicode2.MAX_ASCII) {
      if (65 <= r1 && r1 <= 90) r1 |= 32;
      if (65 <= r2 && r2 <= 90) r2 |= 32;
      return r1 === r2;
    }
    for (let r = Unicode2.simpleFold(r1); r !== r1; r = Unicode2.simpleFold(r)) if (r === r2) return true;
    return false;
  }
};
var RE2JSException = class extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSException";
  }
};
var RE2JSSyntaxException = class extends RE2JSException {
  /**
  * @param {string} error
  * @param {string|null} [input=null]
  */
  constructor(error, input = null) {
    let message = `error parsing regexp: ${error}`;
    if (input) message += `: \`${input}\``;
    super(message);
    this.name = "RE2JSSyntaxException";
    this.message = message;
    this.error = error;
    this.input = input;
  }
  /**
  * Retrieves the description of the error.
  * @returns {string}
  */
  getDescription() {
    return this.error;
  }
  /**
  * Retrieves the erroneous regular-expression pattern.
  * @returns {string|null}
  */
  getPattern() {
    return this.input;
  }
};
var RE2JSCompileException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSCompileException";
  }
};
var RE2JSGroupException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSGroupException";
  }
};
var RE2JSFlagsException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSFlagsException";
  }
};
var RE2JSInternalException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSInternalException";
  }
};
var FAST_PATH_TABLE_SIZE = 256;
var WORD_RUNE_TABLE = new Uint8Array(FAST_PATH_TABLE_SIZE);
for (let i = 0; i < FAST_PATH_TABLE_SIZE; i++) WORD_RUNE_TABLE[i] = 97 <= i && i <= 122 || 65 <= i && i <= 90 || 48 <= i && i <= 57 || i === 95 ? 1 : 0;
var cachedNativeEncoder = null;
var cachedNativeDecoder = null;
var Utils = class Utils2 {
  static METACHARACTERS = "\\.+*?()|[]{}^$";
  static EMPTY_BEGIN_LINE = 1;
  static EMPTY_END_LINE = 2;
  static EMPTY_BEGIN_TEXT = 4;
  static EMPTY_END_TEXT = 8;
  static EMPTY_WORD_BOUNDARY = 16;
  static EMPTY_NO_WORD_BOUNDARY = 32;
  static EMPTY_ALL = -1;
  static emptyInts() {
    return [];
  }
  static isString(value) {
    return typeof value === "string" || Object.prototype.toString.call(value) === "[object String]";
  }
  static typeName(value) {
    if (value === null || typeof value !== "object" && typeof value !== "function") return value === null ? "null" : typeof value;
    return Object.prototype.toString.call(value).slice(8, -1);
  }
  static checkPattern(pattern) {
    if (!Utils2.isString(pattern)) throw new TypeError(`The pattern must be a string, not ${Utils2.typeName(pattern)} (RE2JS.translateRegExp() converts a RegExp)`);
  }
  static checkInput(input) {
    if (!Utils2.isString(input) && !Utils2.isByteArray(input)) throw new TypeError(`The input must be a string or a byte array (Uint8Array or number[]), not ${Utils2.typeName(input)}`);
  }
  static checkFlags(flags) {
    const known = PublicFlags.MULTILINE | PublicFlags.DOTALL | PublicFlags.CASE_INSENSITIVE | PublicFlags.DISABLE_UNICODE_GROUPS | PublicFlags.LONGEST_MATCH | PublicFlags.LOOKBEHINDS;
    if (!Number.isInteger(flags) || (flags & ~known) !== 0) throw new RE2JSFlagsException("Flags should only be a combination of MULTILINE, DOTALL, CASE_INSENSITIVE, DISABLE_UNICODE_GROUPS, LONGEST_MATCH, LOOKBEHINDS");
  }
  static isByteArray(input) {
    return Array.isArray(input) || Object.prototype.toString.call(input) === "[object Uint8Array]";
  }
  static isalnum(c) {
    return Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"] || Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["z"] || Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["Z"];
  }
  static unhex(c) {
    if (Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"]) return c - Codepoint.CODES["0"];
    if (Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["f"]) return c - Codepoint.CODES["a"] + 10;
    if (Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["F"]) return c - Codepoint.CODES["A"] + 10;
    return -1;
  }
  static escapeRune(rune) {
    let out = "";
    if (Unicode.isPrint(rune)) {
      if (Utils2.METACHARACTERS.indexOf(String.fromCodePoint(rune)) >= 0) out += "\\";
      out += String.fromCodePoint(rune);
    } else switch (rune) {
      case Codepoint.CODES['"']:
        out += '\\"';
        break;
      case Codepoint.CODES["\\"]:
        out += "\\\\";
        break;
      case Codepoint.CODES["	"]:
        out += "\\t";
        break;
      case Codepoint.CODES["\n"]:
        out += "\\n";
        break;
      case Codepoint.CODES["\r"]:
        out += "\\r";
        break;
      case Codepoint.CODES["\b"]:
        out += "\\b";
        break;
      case Codepoint.CODES["\f"]:
        out += "\\f";
        break;
      default: {
        let s = rune.toString(16);
        if (rune < 256) {
          out += "\\x";
          if (s.length === 1) out += "0";
          out += s;
        } else out += `\\x{${s}}`;
        break;
      }
    }
    return out;
  }
  static stringToRunes(str) {
    const string = String(str);
    const runes = [];
    let i = 0;
    while (i < string.length) {
      const cp = string.codePointAt(i);
      runes.push(cp);
      i += cp > Unicode.MAX_BMP ? 2 : 1;
    }
    return new Int32Array(runes);
  }
  static runeToString(r) {
    return String.fromCodePoint(r);
  }
  static isWordRune(r) {
    return r < FAST_PATH_TABLE_SIZE ? WORD_RUNE_TABLE[r] === 1 : false;
  }
  static emptyOpContext(r1, r2) {
    let op = 0;
    if (r1 < 0) op |= Utils2.EMPTY_BEGIN_TEXT | Utils2.EMPTY_BEGIN_LINE;
    if (r1 === 10) op |= Utils2.EMPTY_BEGIN_LINE;
    if (r2 < 0) op |= Utils2.EMPTY_END_TEXT | Utils2.EMPTY_END_LINE;
    if (r2 === 10) op |= Utils2.EMPTY_END_LINE;
    if (Utils2.isWordRune(r1) !== Utils2.isWordRune(r2)) op |= Utils2.EMPTY_WORD_BOUNDARY;
    else op |= Utils2.EMPTY_NO_WORD_BOUNDARY;
    return op;
  }
  /**
  * Returns a string that quotes all regular expression metacharacters inside the argument text;
  * the returned string is a regular expression matching the literal text. For example,
  * {@code quoteMeta("[foo]").equals("\\[foo\\]")}.
  * @param {string} str
  * @returns {string}
  */
  static quoteMeta(str) {
    return str.split("").map((s) => {
      if (Utils2.METACHARACTERS.indexOf(s) >= 0) return `\\${s}`;
      return s;
    }).join("");
  }
  static charCount(codePoint) {
    return codePoint > Unicode.MAX_BMP ? 2 : 1;
  }
  /**
  * High-speed conversion from TypedArrays to standard JS Arrays.
  * Bypasses the expensive Symbol.iterator overhead of Array.from()
  */
  static toArray(typedArray) {
    const len = typedArray.length;
    const res = new Array(len);
    for (let i = 0; i < len; i++) res[i] = typedArray[i];
    return res;
  }
  static stringToUtf8ByteArray(str) {
    if (globalThis.TextEncoder) {
      if (!cachedNativeEncoder) cachedNativeEncoder = new TextEncoder();
      return cachedNativeEncoder.encode(str);
    } else {
      let out = [], p = 0;
      for (let i = 0; i < str.length; i++) {
        let c = str.charCodeAt(i);
        if (c < 128) out[p++] = c;
        else if (c < 2048) {
          out[p++] = c >> 6 | 192;
          out[p++] = c & 63 | 128;
        } else if ((c & 64512) === Unicode.MIN_HIGH_SURROGATE && i + 1 < str.length && (str.charCodeAt(i + 1) & 64512) === Unicode.MIN_LOW_SURROGATE) {
          c = Unicode.MIN_SUPPLEMENTARY_CODE_POINT + ((c & 1023) << 10) + (str.charCodeAt(++i) & 1023);
          out[p++] = c >> 18 | 240;
          out[p++] = c >> 12 & 63 | 128;
          out[p++] = c >> 6 & 63 | 128;
          out[p++] = c & 63 | 128;
        } else {
          out[p++] = c >> 12 | 224;
          out[p++] = c >> 6 & 63 | 128;
          out[p++] = c & 63 | 128;
        }
      }
      return out;
    }
  }
  static utf8ByteArrayToString(bytes) {
    if (globalThis.TextDecoder) {
      if (!cachedNativeDecoder) cachedNativeDecoder = new TextDecoder("utf-8");
      const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
      return cachedNativeDecoder.decode(view);
    } else {
      let out = [], pos = 0, c = 0;
      while (pos < bytes.length) {
        let c1 = bytes[pos++];
        if (c1 < 128) out[c++] = String.fromCharCode(c1);
        else if (c1 > 191 && c1 < 224) {
          let c2 = bytes[pos++];
          out[c++] = String.fromCharCode((c1 & 31) << 6 | c2 & 63);
        } else if (c1 > 239 && c1 < 365) {
          let c2 = bytes[pos++];
          let c3 = bytes[pos++];
          let c4 = bytes[pos++];
          let u = ((c1 & 7) << 18 | (c2 & 63) << 12 | (c3 & 63) << 6 | c4 & 63) - Unicode.MIN_SUPPLEMENTARY_CODE_POINT;
          out[c++] = String.fromCharCode(Unicode.MIN_HIGH_SURROGATE + (u >> 10));
          out[c++] = String.fromCharCode(Unicode.MIN_LOW_SURROGATE + (u & 1023));
        } else {
          let c2 = bytes[pos++];
          let c3 = bytes[pos++];
          out[c++] = String.fromCharCode((c1 & 15) << 12 | (c2 & 63) << 6 | c3 & 63);
        }
      }
      return out.join("");
    }
  }
};
var createEnum = (values = [], initNum = 0) => {
  const enumObject = /* @__PURE__ */ Object.create(null);
  for (let i = 0; i < values.length; i++) {
    const val = values[i];
    const keyVal = initNum + i;
    enumObject[val] = keyVal;
    enumObject[keyVal] = val;
  }
  return Object.freeze(enumObject);
};
var MatcherInputBase = class MatcherInputBase2 {
  static Encoding = createEnum(["UTF_16", "UTF_8"]);
  getEncoding() {
    throw Error("not implemented");
  }
  /** @returns {string} */
  asCharSequence() {
    throw Error("not implemented");
  }
  /** @returns {Uint8Array|number[]|null} */
  asBytes() {
    throw Error("not implemented");
  }
  /** @returns {number} */
  length() {
    throw Error("not implemented");
  }
  /**
  *
  * @returns {boolean}
  */
  isUTF8Encoding() {
    return this.getEncoding() === MatcherInputBase2.Encoding.UTF_8;
  }
  /**
  *
  * @returns {boolean}
  */
  isUTF16Encoding() {
    return this.getEncoding() === MatcherInputBase2.Encoding.UTF_16;
  }
};
var Utf8MatcherInput = class extends MatcherInputBase {
  /** @param {Uint8Array|number[]|null} bytes */
  constructor(bytes = null) {
    super();
    this.bytes = bytes;
  }
  getEncoding() {
    return MatcherInputBase.Encoding.UTF_8;
  }
  /**
  *
  * @returns {string}
  */
  asCharSequence() {
    return Utils.utf8ByteArrayToString(this.bytes);
  }
  /**
  *
  * @returns {Uint8Array|number[]|null}
  */
  asBytes() {
    return this.bytes;
  }
  /**
  *
  * @returns {number}
  */
  length() {
    return this.bytes.length;
  }
};
var Utf16MatcherInput = class extends MatcherInputBase {
  /** @param {string|null} charSequence */
  constructor(charSequence = null) {
    super();
    this.charSequence = charSequence;
  }
  getEncoding() {
    return MatcherInputBase.Encoding.UTF_16;
  }
  /**
  *
  * @returns {string}
  */
  asCharSequence() {
    return this.charSequence;
  }
  /**
  *
  * @returns {number[]}
  */
  asBytes() {
    return Utils.stringToUtf8ByteArray(this.charSequence.toString());
  }
  /**
  *
  * @returns {number}
  */
  length() {
    return this.charSequence.length;
  }
};
var MatcherInput = class {
  /**
  * Return the MatcherInput for UTF_16 encoding.
  * @returns {Utf16MatcherInput}
  */
  static utf16(charSequence) {
    Utils.checkInput(charSequence);
    return new Utf16MatcherInput(charSequence);
  }
  /**
  * Return the MatcherInput for UTF_8 encoding.
  * @returns {Utf8MatcherInput}
  */
  static utf8(input) {
    if (Utils.isByteArray(input)) return new Utf8MatcherInput(input);
    return new Utf8MatcherInput(Utils.stringToUtf8ByteArray(input));
  }
};
var MachineInputBase = class {
  static EOF() {
    return -8;
  }
  constructor() {
    this.start = 0;
    this.end = 0;
  }
  canCheckPrefix() {
    return true;
  }
  endPos() {
    return this.end - this.start;
  }
  hasString() {
    return false;
  }
  hasAnyString() {
    return false;
  }
  prefixLength() {
    return 0;
  }
};
var MachineUTF8Input = class MachineUTF8Input2 extends MachineInputBase {
  static RUNE_ERROR_STEP = Unicode.RUNE_ERROR << 3 | 1;
  constructor(bytes, start = 0, end = bytes.length) {
    super();
    this.bytes = bytes;
    this.start = start;
    this.end = end;
  }
  hasString(prefilter, pos) {
    const target = prefilter.bytes;
    if (target.length === 0) return true;
    const idx = this.indexOf(this.bytes, target, this.start + pos);
    return idx !== -1 && idx <= this.end - target.length;
  }
  hasAnyString(prefilter, pos) {
    return prefilter.automaton8().searchUTF8(this.bytes, this.start + pos, this.end);
  }
  step(pos) {
    pos += this.start;
    if (pos >= this.end) return MachineInputBase.EOF();
    const c = this.bytes[pos] & 255;
    if (c < 128) return c << 3 | 1;
    let size;
    let rune;
    let lo = 128;
    let hi = 191;
    if (c >= 194 && c <= 223) {
      size = 2;
      rune = c & 31;
    } else if (c >= 224 && c <= 239) {
      size = 3;
      rune = c & 15;
      if (c === 224) lo = 160;
      else if (c === 237) hi = 159;
    } else if (c >= 240 && c <= 244) {
      size = 4;
      rune = c & 7;
      if (c === 240) lo = 144;
      else if (c === 244) hi = 143;
    } else return MachineUTF8Input2.RUNE_ERROR_STEP;
    if (pos + size > this.end) return MachineUTF8Input2.RUNE_ERROR_STEP;
    const c1 = this.bytes[pos + 1] & 255;
    if (c1 < lo || c1 > hi) return MachineUTF8Input2.RUNE_ERROR_STEP;
    rune = rune << 6 | c1 & 63;
    if (size > 2) {
      const c2 = this.bytes[pos + 2] & 255;
      if ((c2 & 192) !== 128) return MachineUTF8Input2.RUNE_ERROR_STEP;
      rune = rune << 6 | c2 & 63;
      if (size > 3) {
        const c3 = this.bytes[pos + 3] & 255;
        if ((c3 & 192) !== 128) return MachineUTF8Input2.RUNE_ERROR_STEP;
        rune = rune << 6 | c3 & 63;
      }
    }
    return rune << 3 | size;
  }
  index(re2, pos) {
    pos += this.start;
    const i = this.indexOf(this.bytes, re2.prefixUTF8, pos);
    return i < 0 ? i : i - pos;
  }
  context(pos) {
    pos += this.start;
    let r1 = -1;
    if (pos > this.start && pos <= this.end) {
      let start = pos - 1;
      r1 = this.bytes[start--];
      if (r1 >= 128) {
        let lim = pos - 4;
        if (lim < this.start) lim = this.start;
        while (start >= lim && (this.bytes[start] & 192) === 128) start--;
        if (start < this.start) start = this.start;
        const r = this.step(start - this.start);
        r1 = start + (r & 7) === pos ? r >> 3 : Unicode.RUNE_ERROR;
      }
    }
    const r2 = pos < this.end ? this.step(pos - this.start) >> 3 : -1;
    return Utils.emptyOpContext(r1, r2);
  }
  indexOf(source, target, fromIndex = 0) {
    let targetLength = target.length;
    if (targetLength === 0) return fromIndex <= this.end ? fromIndex : -1;
    const firstByte = target[0];
    let limit = this.end - targetLength;
    const hasNativeIndexOf = typeof source.indexOf === "function";
    let i = fromIndex;
    while (i <= limit) {
      if (hasNativeIndexOf) {
        i = source.indexOf(firstByte, i);
        if (i === -1 || i > limit) return -1;
      } else {
        while (i <= limit && source[i] !== firstByte) i++;
        if (i > limit) return -1;
      }
      let match = true;
      for (let j = 1; j < targetLength; j++) if (source[i + j] !== target[j]) {
        match = false;
        break;
      }
      if (match) return i;
      i++;
    }
    return -1;
  }
  prefixLength(re2) {
    return re2.prefixUTF8.length;
  }
};
var MachineUTF16Input = class extends MachineInputBase {
  constructor(charSequence, start = 0, end = charSequence.length) {
    super();
    this.charSequence = charSequence;
    this.start = start;
    this.end = end;
  }
  hasString(prefilter, pos) {
    const idx = this.charSequence.indexOf(prefilter.str, this.start + pos);
    return idx !== -1 && idx <= this.end - prefilter.str.length;
  }
  hasAnyString(prefilter, pos) {
    return prefilter.automaton16().searchUTF16(this.charSequence, this.start + pos, this.end);
  }
  step(pos) {
    pos += this.start;
    if (pos >= this.end) return MachineInputBase.EOF();
    const c1 = this.charSequence.charCodeAt(pos);
    if (c1 < Unicode.MIN_HIGH_SURROGATE || c1 > Unicode.MAX_HIGH_SURROGATE || pos + 1 >= this.end) return c1 << 3 | 1;
    const c2 = this.charSequence.charCodeAt(pos + 1);
    if (c2 >= Unicode.MIN_LOW_SURROGATE && c2 <= Unicode.MAX_LOW_SURROGATE) return (c1 - Unicode.MIN_HIGH_SURROGATE) * 1024 + (c2 - Unicode.MIN_LOW_SURROGATE) + Unicode.MIN_SUPPLEMENTARY_CODE_POINT << 3 | 2;
    return c1 << 3 | 1;
  }
  index(re2, pos) {
    pos += this.start;
    const i = this.charSequence.indexOf(re2.prefix, pos);
    if (i < 0 || i > this.end - re2.prefix.length) return -1;
    return i - pos;
  }
  context(pos) {
    pos += this.start;
    const r1 = pos > this.start && pos <= this.end ? this.charSequence.charCodeAt(pos - 1) : -1;
    const r2 = pos < this.end ? this.charSequence.charCodeAt(pos) : -1;
    return Utils.emptyOpContext(r1, r2);
  }
  prefixLength(re2) {
    return re2.prefix.length;
  }
};
var MachineInput = class {
  static fromUTF8(bytes, start = 0, end = bytes.length) {
    return new MachineUTF8Input(bytes, start, end);
  }
  static fromUTF16(charSequence, start = 0, end = void 0) {
    Utils.checkInput(charSequence);
    return new MachineUTF16Input(charSequence, start, end ?? charSequence.length);
  }
};
var Matcher = class Matcher2 {
  /**
  * V8 and WebKit have historical hard limits on the number of arguments
  * that can be passed to a function. We cap replacer arguments to prevent
  * Call Stack Overflow (DoS) vulnerabilities on massive ASTs.
  */
  static MAX_REPLACER_ARGS = 65535;
  /**
  * Quotes '\' and '$' in {@code s}, so that the returned string could be used in
  * {@link #appendReplacement} as a literal replacement of {@code s}.
  *
  * @param {string} str the string to be quoted
  * @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
  * @returns {string} the quoted string
  */
  static quoteReplacement(str, javaMode = false) {
    if (javaMode) {
      if (str.indexOf("\\") < 0 && str.indexOf("$") < 0) return str;
      return str.split("").map((s) => {
        const c = s.codePointAt(0);
        if (c === Codepoint.CODES["\\"] || c === Codepoint.CODES["$"]) return `\\${s}`;
        return s;
      }).join("");
    }
    if (str.indexOf("$") < 0) return str;
    return str.split("").map((s) => {
      if (s.codePointAt(0) === Codepoint.CODES["$"]) return "$$";
      return s;
    }).join("");
  }
  /**
  *
  * @param {import('./index.js').RE2JS} pattern
  * @param {string|number[]|Uint8Array|MatcherInputBase} input
  */
  constructor(pattern, input) {
    if (pattern === null) throw new Error("pattern is null");
    this.patternInput = pattern;
    const re2 = this.patternInput.re2();
    this.patternGroupCount = re2.numberOfCapturingGroups();
    this.groups = [];
    this.namedGroups = re2.namedGroups;
    this.hasNamedGroups = Object.keys(this.namedGroups).length > 0;
    this.numberOfInstructions = re2.numberOfInstructions();
    this.lookbehindState = null;
    if (input instanceof MatcherInputBase) this.resetMatcherInput(input);
    else if (Utils.isByteArray(input)) this.resetMatcherInput(MatcherInput.utf8(input));
    else this.resetMatcherInput(MatcherInput.utf16(input));
  }
  /**
  * Returns the {@code RE2JS} associated with this {@code Matcher}.
  * @returns {import('./index.js').RE2JS}
  */
  pattern() {
    return this.patternInput;
  }
  /**
  * Resets the {@code Matcher}, rewinding input and discarding any match information.
  *
  * @returns {Matcher} the {@code Matcher} itself, for chained method calls
  */
  reset() {
    this.matcherInputLength = this.matcherInput.length();
    this.appendPos = 0;
    this.hasMatch = false;
    this.hasGroups = false;
    this.anchorFlag = 0;
    return this;
  }
  /**
  * Resets the {@code Matcher} and changes the input.
  * @param {string|number[]|Uint8Array|MatcherInputBase} input
  * @returns {Matcher} the {@code Matcher} itself, for chained method calls
  */
  resetMatcherInput(input) {
    if (input === null) throw new Error("input is null");
    if (!(input instanceof MatcherInputBase)) {
      if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
      else input = MatcherInput.utf16(input);
    }
    this.matcherInput = input;
    if (this.lookbehindState !== null) this.lookbehindState.reset();
    else this.lookbehindState = this.patternInput.re2().createLookbehindState();
    this.reset();
    return this;
  }
  /**
  * Returns the start of the named group of the most recent match, or -1 if the group was not
  * matched.
  * @param {string|number} [group=0]
  * @returns {number}
  */
  start(group = 0) {
    if (typeof group === "string") {
      const groupInt = this.namedGroups[group];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
      group = groupInt;
    }
    this.loadGroup(group);
    return this.groups[2 * group];
  }
  /**
  * Returns the end of the named group of the most recent match, or -1 if the group was not
  * matched.
  * @param {string|number} [group=0]
  * @returns {number}
  */
  end(group = 0) {
    if (typeof group === "string") {
      const groupInt = this.namedGroups[group];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
      group = groupInt;
    }
    this.loadGroup(group);
    return this.groups[2 * group + 1];
  }
  /**
  * Returns the program size of this pattern.
  *
  * <p>
  * Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
  * "cost". Larger numbers are more expensive than smaller numbers.
  * </p>
  *
  * @returns {number} the program size of this pattern
  */
  programSize() {
    return this.numberOfInstructions;
  }
  /**
  * Returns the named group of the most recent match, or {@code null} if the group was not matched.
  * @param {string|number} [group=0]
  * @returns {string|null}
  */
  group(group = 0) {
    if (typeof group === "string") {
      const groupInt = this.namedGroups[group];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
      group = groupInt;
    }
    const start = this.start(group);
    const end = this.end(group);
    if (start < 0 && end < 0) return null;
    return this.substring(start, end);
  }
  /**
  * Returns a dictionary map of all named capturing groups and their matched values.
  * If a group was not matched, its value will be `null`.
  * @returns {Record<string, string|null>}
  */
  getNamedGroups() {
    if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
    const result = /* @__PURE__ */ Object.create(null);
    for (const name of Object.keys(this.namedGroups)) result[name] = this.group(name);
    return result;
  }
  /**
  * Returns the number of subgroups in this pattern.
  *
  * @returns {number} the number of subgroups; the overall match (group 0) does not count
  */
  groupCount() {
    return this.patternGroupCount;
  }
  /**
  * Helper: finds subgroup information if needed for group.
  * @param {number} group
  * @private
  */
  loadGroup(group) {
    if (!Number.isInteger(group) || group < 0 || group > this.patternGroupCount) throw new RE2JSGroupException(`Group index out of bounds: ${group}`);
    if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
    if (group === 0 || this.hasGroups) return;
    const end = this.matcherInputLength;
    const res = this.patternInput.re2().matchMachineInput(this.matcherInput, this.groups[0], end, this.anchorFlag, 1 + this.patternGroupCount, this.lookbehindState);
    if (!res[0]) throw new RE2JSGroupException("inconsistency in matching group data");
    this.groups = res[1];
    this.hasGroups = true;
  }
  /**
  * Matches the entire input against the pattern (anchored start and end). If there is a match,
  * {@code matches} sets the match state to describe it.
  *
  * @returns {boolean} true if the entire input matches the pattern
  */
  matches() {
    return this.genMatch(0, RE2Flags.ANCHOR_BOTH);
  }
  /**
  * Matches the beginning of input against the pattern (anchored start). If there is a match,
  * {@code lookingAt} sets the match state to describe it.
  *
  * @returns {boolean} true if the beginning of the input matches the pattern
  */
  lookingAt() {
    return this.genMatch(0, RE2Flags.ANCHOR_START);
  }
  /**
  * Matches the input against the pattern (unanchored), starting at a specified position. If there
  * is a match, {@code find} sets the match state to describe it.
  *
  * @param {number|null} [start=null] the input position where the search begins
  * @returns {boolean} if it finds a match
  * @throws IndexOutOfBoundsException if start is not a valid input position
  */
  find(start = null) {
    if (start !== null) {
      if (!Number.isInteger(start) || start < 0 || start > this.matcherInputLength) throw new RE2JSGroupException(`start index out of bounds: ${start}`);
      this.reset();
      return this.genMatch(start, 0);
    }
    start = 0;
    if (this.hasMatch) {
      start = this.groups[1];
      if (this.groups[0] === this.groups[1]) {
        const r = (this.matcherInput.isUTF16Encoding() ? MachineInput.fromUTF16(this.matcherInput.asCharSequence(), 0, this.matcherInputLength) : MachineInput.fromUTF8(this.matcherInput.asBytes(), 0, this.matcherInputLength)).step(start);
        if (r < 0) start++;
        else start += r & 7;
      }
    }
    return this.genMatch(start, RE2Flags.UNANCHORED);
  }
  /**
  * Helper: does match starting at start, with RE2 anchor flag.
  * @param {number} startByte
  * @param {number} anchor
  * @returns {boolean}
  * @private
  */
  genMatch(startByte, anchor) {
    const res = this.patternInput.re2().matchMachineInput(this.matcherInput, startByte, this.matcherInputLength, anchor, 1, this.lookbehindState);
    if (!res[0]) {
      this.hasMatch = false;
      return false;
    }
    this.groups = res[1];
    this.hasMatch = true;
    this.hasGroups = this.patternGroupCount === 0;
    this.anchorFlag = anchor;
    return true;
  }
  /**
  * Helper: return substring for [start, end).
  * @param {number} start
  * @param {number} end
  * @returns {string}
  */
  substring(start, end) {
    if (this.matcherInput.isUTF8Encoding()) return Utils.utf8ByteArrayToString(this.matcherInput.asBytes().slice(start, end));
    return this.matcherInput.asCharSequence().substring(start, end).toString();
  }
  /**
  * Helper for Pattern: return input length.
  * @returns {number}
  */
  inputLength() {
    return this.matcherInputLength;
  }
  /**
  * Appends to result two strings: the text from the append position up to the beginning of the
  * most recent match, and then the replacement with submatch groups substituted for references to
  * them. It advances the append position to where the most recent match ended.
  *
  * By default the replacement is expanded as by String.prototype.replace (see
  * appendReplacementInternalJs). In Java mode it follows re2j / java.util.regex: $n takes as
  * many digits as still form a valid group number, ${name} is a named group, and a backslash
  * escapes the next character (so "\\$" in a JS string literal inserts a literal $).
  *
  * @param {string} replacement the replacement string
  * @param {boolean} [javaMode=false] activate java mode (different behaviour for capture groups and special characters)
  * @returns {string}
  * @throws IllegalStateException if there was no most recent match
  * @throws IndexOutOfBoundsException in Java mode, if replacement refers to an invalid group
  * @private
  */
  appendReplacement(replacement, javaMode = false) {
    let res = "";
    const s = this.start();
    const e = this.end();
    if (this.appendPos < s) res += this.substring(this.appendPos, s);
    this.appendPos = e;
    res += javaMode ? this.appendReplacementInternalJava(replacement) : this.appendReplacementInternalJs(replacement);
    return res;
  }
  /**
  * @param {string} replacement - the replacement string
  * @returns {string}
  * @private
  */
  appendReplacementInternalJava(replacement) {
    let res = "";
    let last = 0;
    const m = replacement.length;
    let i = 0;
    while (i < m) {
      const cCode = replacement.codePointAt(i);
      if (cCode === Codepoint.CODES["\\"]) {
        if (last < i) res += replacement.substring(last, i);
        i++;
        if (i >= m) throw new RE2JSGroupException("character to be escaped is missing");
        last = i;
        i++;
        continue;
      }
      if (cCode === Codepoint.CODES["$"]) {
        if (last < i) res += replacement.substring(last, i);
        if (i + 1 >= m) throw new RE2JSGroupException("Illegal group reference: group index is missing");
        const nextCode = replacement.codePointAt(i + 1);
        if (Codepoint.CODES["0"] <= nextCode && nextCode <= Codepoint.CODES["9"]) {
          let n = nextCode - Codepoint.CODES["0"];
          let j = i + 2;
          for (; j < m; j++) {
            const digit = replacement.codePointAt(j);
            if (digit < Codepoint.CODES["0"] || digit > Codepoint.CODES["9"] || n * 10 + digit - Codepoint.CODES["0"] > this.patternGroupCount) break;
            n = n * 10 + digit - Codepoint.CODES["0"];
          }
          if (n > this.patternGroupCount) throw new RE2JSGroupException(`n > number of groups: ${n}`);
          const group = this.group(n);
          if (group !== null) res += group;
          i = j;
          last = i;
        } else if (nextCode === Codepoint.CODES["{"]) {
          let j = i + 2;
          while (j < m && replacement.codePointAt(j) !== Codepoint.CODES["}"]) j++;
          if (j >= m) throw new RE2JSGroupException("named capture group is missing trailing '}'");
          const groupName = replacement.substring(i + 2, j);
          const groupVal = this.group(groupName);
          if (groupVal !== null) res += groupVal;
          i = j + 1;
          last = i;
        } else throw new RE2JSGroupException("Illegal group reference");
        continue;
      }
      i++;
    }
    if (last < m) res += replacement.substring(last, m);
    return res;
  }
  /**
  * Expands |replacement| for the current match by the rules of String.prototype.replace
  * (ECMAScript GetSubstitution): $$ is "$", $& the match, $` the text before it, $' the text
  * after it, $n and $nn a group (two digits only when they form a valid group number, so with
  * one group "$10" is group 1 then "0"; an unmatched group is empty), and $<name> a named group
  * (empty when no such group), only when the pattern has named groups. Anything else, such as
  * "$0" or "$<" without a closing ">", is kept as is.
  * @param {string} replacement - the replacement string
  * @returns {string}
  * @private
  */
  appendReplacementInternalJs(replacement) {
    const isDigit3 = (c) => c >= 48 && c <= 57;
    const groupCount = this.patternGroupCount;
    let res = "";
    let i = 0;
    while (i < replacement.length) {
      const dollar = replacement.indexOf("$", i);
      if (dollar < 0) break;
      res += replacement.substring(i, dollar);
      i = dollar;
      const c = replacement.charCodeAt(i + 1);
      if (c === Codepoint.CODES["$"]) {
        res += "$";
        i += 2;
      } else if (c === Codepoint.CODES["&"]) {
        res += this.group(0);
        i += 2;
      } else if (c === Codepoint.CODES["`"]) {
        res += this.substring(0, this.start(0));
        i += 2;
      } else if (c === Codepoint.CODES["'"]) {
        res += this.substring(this.end(0), this.matcherInputLength);
        i += 2;
      } else if (isDigit3(c)) {
        let digits = 1;
        let index = c - 48;
        const c2 = replacement.charCodeAt(i + 2);
        if (isDigit3(c2) && index * 10 + c2 - 48 <= groupCount) {
          digits = 2;
          index = index * 10 + c2 - 48;
        }
        if (index >= 1 && index <= groupCount) {
          const group = this.group(index);
          if (group !== null) res += group;
        } else res += replacement.substring(i, i + 1 + digits);
        i += 1 + digits;
      } else if (c === Codepoint.CODES["<"] && this.hasNamedGroups) {
        const gt = replacement.indexOf(">", i + 2);
        if (gt < 0) {
          res += "$<";
          i += 2;
        } else {
          const name = replacement.substring(i + 2, gt);
          if (Object.hasOwn(this.namedGroups, name)) {
            const group = this.group(name);
            if (group !== null) res += group;
          }
          i = gt + 1;
        }
      } else {
        res += "$";
        i += 1;
      }
    }
    return res + replacement.substring(i);
  }
  /**
  * Return the substring of the input from the append position to the end of the
  * input.
  * @returns {string}
  */
  appendTail() {
    return this.substring(this.appendPos, this.matcherInputLength);
  }
  /**
  * Returns the input with all matches replaced by {@code replacement}, interpreted as for
  * {@code appendReplacement}.
  *
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string} the input string with the matches replaced
  * @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
  */
  replaceAll(replacement, javaMode = false) {
    return this.replace(replacement, true, javaMode);
  }
  /**
  * Returns the input with the first match replaced by {@code replacement}, interpreted as for
  * {@code appendReplacement}.
  *
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string} the input string with the first match replaced
  * @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
  */
  replaceFirst(replacement, javaMode = false) {
    return this.replace(replacement, false, javaMode);
  }
  /**
  * Helper: replaceAll/replaceFirst hybrid.
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [all=true] - replace all matches
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string}
  * @private
  */
  replace(replacement, all = true, javaMode = false) {
    let res = "";
    this.reset();
    const isFunc = typeof replacement === "function";
    let originalInput = null;
    if (isFunc) {
      if (this.groupCount() >= Matcher2.MAX_REPLACER_ARGS) throw new RE2JSGroupException("Too many capture groups to safely invoke replacer function");
      originalInput = this.matcherInput.isUTF8Encoding() ? this.matcherInput.asBytes() : this.matcherInput.asCharSequence();
    }
    while (this.find()) {
      res += isFunc ? this.appendReplacementFunc(replacement, originalInput) : this.appendReplacement(replacement, javaMode);
      if (!all) break;
    }
    res += this.appendTail();
    return res;
  }
  /**
  * Evaluates a replacer function for the current match and appends the result,
  * along with any un-matched preceding text, advancing the append position.
  * @param {Function} replacer - the replacer function
  * @param {string|Uint8Array|number[]} originalInput - the cached original input reference
  * @returns {string} the evaluated string to append
  * @private
  */
  appendReplacementFunc(replacer, originalInput) {
    let res = "";
    const s = this.start();
    const e = this.end();
    if (this.appendPos < s) res += this.substring(this.appendPos, s);
    this.appendPos = e;
    const args = this.matchArray();
    args.push(s, originalInput);
    if (this.hasNamedGroups) args.push(this.namedGroupsObject());
    res += String(replacer(...args));
    return res;
  }
  /**
  * The match and its groups, as the elements of a JS RegExpExecArray: undefined for a group that
  * did not take part in the match. Used by exec(), matchAll() and replacer functions.
  * @returns {Array<string|undefined>}
  * @private
  */
  matchArray() {
    const result = [this.group(0)];
    for (let i = 1; i <= this.patternGroupCount; i++) {
      const group = this.group(i);
      result.push(group === null ? void 0 : group);
    }
    return result;
  }
  /**
  * The named groups, as the groups property of a JS RegExpExecArray: an object without a
  * prototype mapping each name to its group (undefined when it did not take part in the match),
  * or undefined when the pattern has no named groups.
  * @returns {Record<string, string|undefined>|undefined}
  * @private
  */
  namedGroupsObject() {
    if (!this.hasNamedGroups) return;
    const result = this.getNamedGroups();
    for (const name in result) if (result[name] === null) result[name] = void 0;
    return result;
  }
};
var Inst = class Inst2 {
  static ALT = 1;
  static ALT_MATCH = 2;
  static CAPTURE = 3;
  static EMPTY_WIDTH = 4;
  static FAIL = 5;
  static MATCH = 6;
  static NOP = 7;
  static RUNE = 8;
  static RUNE1 = 9;
  static RUNE_ANY = 10;
  static RUNE_ANY_NOT_NL = 11;
  static LB_WRITE = 12;
  static LB_CHECK = 13;
  static isRuneOp(op) {
    return Inst2.RUNE <= op && op <= Inst2.RUNE_ANY_NOT_NL;
  }
  static escapeRunes(runes) {
    let out = '"';
    for (let rune of runes) out += Utils.escapeRune(rune);
    out += '"';
    return out;
  }
  constructor(op) {
    this.op = op;
    this.out = 0;
    this.arg = 0;
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.next = null;
  }
  matchRune(r) {
    if (this.runes.length === 1) {
      const r0 = this.runes[0];
      if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r);
      return r === r0;
    }
    const len = this.runes.length;
    if (len === 0) return false;
    if (len === 2 || len === 4 || len === 6 || len === 8) {
      for (let j = 0; j < len; j += 2) {
        if (r < this.runes[j]) return false;
        if (r <= this.runes[j + 1]) return true;
      }
      return false;
    }
    let base = 0;
    let n = len >> 1;
    while (n > 1) {
      const half = n >> 1;
      base += this.runes[base + half << 1] <= r ? half : 0;
      n -= half;
    }
    base += this.runes[base << 1] <= r ? 1 : 0;
    const m = base - 1;
    return m >= 0 && r <= this.runes[m << 1 | 1];
  }
  matchRunePos(r) {
    if (this.runes.length === 1) {
      const r0 = this.runes[0];
      if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r) ? 0 : -1;
      return r === r0 ? 0 : -1;
    }
    const len = this.runes.length;
    if (len === 0) return -1;
    if (len === 2 || len === 4 || len === 6 || len === 8) {
      for (let j = 0; j < len; j += 2) {
        if (r < this.runes[j]) return -1;
        if (r <= this.runes[j + 1]) return Math.floor(j / 2);
      }
      return -1;
    }
    let base = 0;
    let n = len >> 1;
    while (n > 1) {
      const half = n >> 1;
      base += this.runes[base + half << 1] <= r ? half : 0;
      n -= half;
    }
    base += this.runes[base << 1] <= r ? 1 : 0;
    const m = base - 1;
    return m >= 0 && r <= this.runes[m << 1 | 1] ? m : -1;
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    switch (this.op) {
      case Inst2.ALT:
        return `alt -> ${this.out}, ${this.arg}`;
      case Inst2.ALT_MATCH:
        return `altmatch -> ${this.out}, ${this.arg}`;
      case Inst2.CAPTURE:
        return `cap ${this.arg} -> ${this.out}`;
      case Inst2.EMPTY_WIDTH:
        return `empty ${this.arg} -> ${this.out}`;
      case Inst2.MATCH:
        return `match${this.arg !== 0 ? ` ${this.arg}` : ""}`;
      case Inst2.FAIL:
        return "fail";
      case Inst2.NOP:
        return `nop -> ${this.out}`;
      case Inst2.LB_WRITE:
        return `lbwrite ${this.arg} -> ${this.out}`;
      case Inst2.LB_CHECK:
        return `lbcheck ${this.arg} -> ${this.out}`;
      case Inst2.RUNE:
        if (this.runes === null) return "rune <null>";
        return [
          "rune ",
          Inst2.escapeRunes(this.runes),
          (this.arg & RE2Flags.FOLD_CASE) !== 0 ? "/i" : "",
          " -> ",
          this.out
        ].join("");
      case Inst2.RUNE1:
        return `rune1 ${Inst2.escapeRunes(this.runes)} -> ${this.out}`;
      case Inst2.RUNE_ANY:
        return `any -> ${this.out}`;
      case Inst2.RUNE_ANY_NOT_NL:
        return `anynotnl -> ${this.out}`;
      default:
        throw new Error("unhandled case in Inst.toString");
    }
  }
};
var Queue = class Queue2 {
  constructor(numInst) {
    this.sparse = new Int32Array(numInst);
    this.densePcs = new Int32Array(numInst);
    this.denseCaps = null;
    this.size = 0;
    this.ncap = 0;
    this.mainThreads = 0;
  }
  static INITIAL_THREADS = 32;
  init(ncap) {
    this.ncap = ncap;
    const needed = Math.min(this.densePcs.length, Queue2.INITIAL_THREADS) * ncap;
    if (!this.denseCaps || this.denseCaps.length < needed) this.denseCaps = new Int32Array(needed);
  }
  growCaps(needed) {
    const limit = this.densePcs.length * this.ncap;
    const grown = new Int32Array(Math.min(limit, Math.max(needed, 2 * this.denseCaps.length)));
    grown.set(this.denseCaps);
    this.denseCaps = grown;
  }
  contains(pc) {
    const j = this.sparse[pc];
    return j < this.size && this.densePcs[j] === pc;
  }
  isEmpty() {
    return this.size === 0;
  }
  add(pc) {
    const j = this.size++;
    this.sparse[pc] = j;
    this.densePcs[j] = pc;
    return j;
  }
  clear() {
    this.size = 0;
    this.mainThreads = 0;
  }
  toString() {
    let out = "{";
    for (let i = 0; i < this.size; i++) {
      if (i !== 0) out += ", ";
      out += this.densePcs[i];
    }
    out += "}";
    return out;
  }
};
var LookbehindState = class {
  constructor(prog) {
    this.pos = -1;
    this.pcs = new Int32Array(prog.numInst());
    this.size = 0;
    this.lbTable = new Int32Array(prog.numLb + 1);
  }
  reset() {
    this.pos = -1;
    this.size = 0;
  }
};
var Machine = class Machine2 {
  static fromRE2(re2) {
    const m = new Machine2();
    m.prog = re2.prog;
    m.re2 = re2;
    m.q0 = new Queue(m.prog.numInst());
    m.q1 = new Queue(m.prog.numInst());
    m.addStack = new Int32Array(2 * (m.prog.numInst() + 1));
    m.matched = false;
    m.matchcap = new Int32Array(m.prog.numCap < 2 ? 2 : m.prog.numCap);
    m.ncap = 0;
    return m;
  }
  constructor() {
    this.prog = null;
    this.re2 = null;
    this.q0 = null;
    this.q1 = null;
    this.addStack = null;
    this.matched = false;
    this.matchcap = null;
    this.ncap = 0;
    this.lbTable = null;
  }
  init(ncap) {
    this.ncap = ncap;
    if (ncap > this.matchcap.length) this.matchcap = new Int32Array(ncap).fill(-1);
    else this.matchcap.fill(-1);
    this.q0.init(ncap);
    this.q1.init(ncap);
    if (this.prog.numLb > 0) {
      if (!this.lbTable || this.lbTable.length < this.prog.numLb + 1) this.lbTable = new Int32Array(this.prog.numLb + 1);
      this.lbTable.fill(-1);
    }
  }
  submatches() {
    if (this.ncap === 0) return Utils.emptyInts();
    return Utils.toArray(this.matchcap.subarray(0, this.ncap));
  }
  match(input, pos, anchor, lbState = null) {
    const startCond = this.re2.cond;
    if (startCond === Utils.EMPTY_ALL) return false;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
    this.matched = false;
    this.matchcap.fill(-1);
    const hasLookbehinds = this.prog.numLb > 0;
    const matchStartPos = pos;
    let currentPos = pos;
    let resumeLookbehinds = false;
    if (hasLookbehinds) {
      if (lbState !== null && lbState.pos >= 0 && lbState.pos <= pos) {
        currentPos = lbState.pos;
        resumeLookbehinds = true;
      } else currentPos = 0;
    }
    let saveLookbehinds = hasLookbehinds && lbState !== null;
    let runq = this.q0;
    let nextq = this.q1;
    let r = input.step(currentPos);
    let rune = r >> 3;
    let width = r & 7;
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r = input.step(currentPos + width);
      rune1 = r >> 3;
      width1 = r & 7;
    }
    let flag;
    if (currentPos === 0) flag = Utils.emptyOpContext(-1, rune);
    else flag = input.context(currentPos);
    if (hasLookbehinds) {
      if (resumeLookbehinds) this.restoreLookbehinds(lbState, runq, flag);
      else this.spawnLookbehinds(runq, currentPos, flag);
    }
    while (true) {
      if (runq.mainThreads === 0) {
        if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
        if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
        if (this.matched) break;
        if (this.prog.numLb === 0 && runq.isEmpty() && !(this.re2.prefix.length === 0) && rune1 !== this.re2.prefixRune && input.canCheckPrefix()) {
          const advance = input.index(this.re2, currentPos);
          if (advance < 0) break;
          currentPos += advance;
          r = input.step(currentPos);
          rune = r >> 3;
          width = r & 7;
          r = input.step(currentPos + width);
          rune1 = r >> 3;
          width1 = r & 7;
          flag = input.context(currentPos);
        }
      }
      if (currentPos >= matchStartPos) {
        if (saveLookbehinds) {
          this.saveLookbehinds(lbState, runq, currentPos);
          saveLookbehinds = false;
        }
        if (!this.matched && (currentPos === 0 || anchor === RE2Flags.UNANCHORED)) {
          if (this.ncap > 0) this.matchcap[0] = currentPos;
          this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
        }
      }
      const nextPos = currentPos + width;
      flag = input.context(nextPos);
      this.step(runq, nextq, currentPos, nextPos, rune, flag, anchor, currentPos === input.endPos());
      if (width === 0) break;
      if (this.ncap === 0 && this.matched) break;
      currentPos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r = input.step(currentPos + width);
        rune1 = r >> 3;
        width1 = r & 7;
      }
      const tmpq = runq;
      runq = nextq;
      nextq = tmpq;
    }
    runq.clear();
    nextq.clear();
    return this.matched;
  }
  matchSet(input, pos, anchor) {
    const startCond = this.re2.cond;
    if (startCond === Utils.EMPTY_ALL) return [];
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
    let currentPos = this.prog.numLb > 0 ? 0 : pos;
    let matchStartPos = pos;
    let runq = this.q0;
    let nextq = this.q1;
    let r = input.step(currentPos);
    let rune = r >> 3;
    let width = r & 7;
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r = input.step(currentPos + width);
      rune1 = r >> 3;
      width1 = r & 7;
    }
    let flag = currentPos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(currentPos);
    const matches = /* @__PURE__ */ new Set();
    if (this.prog.numLb > 0) this.spawnLookbehinds(runq, currentPos, flag);
    while (true) {
      if (runq.mainThreads === 0) {
        if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
        if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
      }
      if (currentPos === 0 || anchor === RE2Flags.UNANCHORED) {
        if (currentPos >= matchStartPos) this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
      }
      const nextPos = currentPos + width;
      flag = input.context(nextPos);
      for (let j = 0; j < runq.size; j++) {
        const pc = runq.densePcs[j];
        const i = this.prog.inst[pc];
        const capOffset = j * this.ncap;
        let add2 = false;
        switch (i.op) {
          case Inst.MATCH:
            if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== input.endPos()) break;
            matches.add(i.arg);
            break;
          case Inst.RUNE:
            add2 = i.matchRune(rune);
            break;
          case Inst.RUNE1:
            add2 = rune === i.runes[0];
            break;
          case Inst.RUNE_ANY:
            add2 = true;
            break;
          case Inst.RUNE_ANY_NOT_NL:
            add2 = rune !== 10;
            break;
          default:
            continue;
        }
        if (add2) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, flag);
      }
      runq.clear();
      if (width === 0) break;
      currentPos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r = input.step(currentPos + width);
        rune1 = r >> 3;
        width1 = r & 7;
      }
      const tmpq = runq;
      runq = nextq;
      nextq = tmpq;
    }
    nextq.clear();
    return Array.from(matches).sort((a, b) => a - b);
  }
  step(runq, nextq, pos, nextPos, c, nextCond, anchor, atEnd) {
    const longest = this.re2.longest;
    for (let j = 0; j < runq.size; j++) {
      const pc = runq.densePcs[j];
      const capOffset = j * this.ncap;
      if (longest && this.matched && this.ncap > 0 && this.matchcap[0] < runq.denseCaps[capOffset]) continue;
      const i = this.prog.inst[pc];
      let add2 = false;
      switch (i.op) {
        case Inst.MATCH:
          if (anchor === RE2Flags.ANCHOR_BOTH && !atEnd) break;
          if (this.ncap > 0 && (!longest || !this.matched || this.matchcap[1] < pos)) {
            runq.denseCaps[capOffset + 1] = pos;
            for (let k = 0; k < this.ncap; k++) this.matchcap[k] = runq.denseCaps[capOffset + k];
          }
          if (!longest) runq.size = 0;
          this.matched = true;
          break;
        case Inst.RUNE:
          add2 = i.matchRune(c);
          break;
        case Inst.RUNE1:
          add2 = c === i.runes[0];
          break;
        case Inst.RUNE_ANY:
          add2 = true;
          break;
        case Inst.RUNE_ANY_NOT_NL:
          add2 = c !== 10;
          break;
        default:
          continue;
      }
      if (add2) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, nextCond);
    }
    runq.clear();
  }
  spawnLookbehinds(q, pos, flag) {
    for (let i = 0; i < this.prog.lbStarts.length; i++) this.add(q, this.prog.lbStarts[i], pos, this.matchcap, 0, flag);
  }
  restoreLookbehinds(lbState, q, flag) {
    this.lbTable.set(lbState.lbTable);
    for (let j = 0; j < lbState.size; j++) this.add(q, lbState.pcs[j], lbState.pos, this.matchcap, 0, flag);
  }
  saveLookbehinds(lbState, q, pos) {
    let size = 0;
    for (let j = 0; j < q.size; j++) {
      const pc = q.densePcs[j];
      if (this.prog.lbInst[pc] === 1 && Inst.isRuneOp(this.prog.inst[pc].op)) lbState.pcs[size++] = pc;
    }
    lbState.size = size;
    lbState.pos = pos;
    lbState.lbTable.set(this.lbTable);
  }
  add(q, pc, pos, capArray, capOffset, cond) {
    const stk = this.addStack;
    let nstk = 0;
    for (; ; ) {
      while (pc !== 0 && !q.contains(pc)) {
        const d = q.add(pc);
        const inst = this.prog.inst[pc];
        switch (inst.op) {
          case Inst.FAIL:
            pc = 0;
            break;
          case Inst.ALT:
          case Inst.ALT_MATCH:
            stk[nstk++] = inst.arg;
            stk[nstk++] = 0;
            pc = inst.out;
            break;
          case Inst.EMPTY_WIDTH:
            pc = (inst.arg & ~cond) === 0 ? inst.out : 0;
            break;
          case Inst.NOP:
            pc = inst.out;
            break;
          case Inst.CAPTURE:
            if (inst.arg < this.ncap) {
              stk[nstk++] = -inst.arg - 1;
              stk[nstk++] = capArray[capOffset + inst.arg];
              capArray[capOffset + inst.arg] = pos;
            }
            pc = inst.out;
            break;
          case Inst.LB_WRITE:
            this.lbTable[Math.abs(inst.arg)] = pos;
            pc = inst.out;
            break;
          case Inst.LB_CHECK:
            if (inst.arg > 0) pc = this.lbTable[inst.arg] === pos ? inst.out : 0;
            else pc = this.lbTable[-inst.arg] !== pos ? inst.out : 0;
            break;
          case Inst.MATCH:
          case Inst.RUNE:
          case Inst.RUNE1:
          case Inst.RUNE_ANY:
          case Inst.RUNE_ANY_NOT_NL:
            if (this.prog.lbInst[pc] === 0) q.mainThreads++;
            if (this.ncap > 0) {
              const destOffset = d * this.ncap;
              if (destOffset + this.ncap > q.denseCaps.length) q.growCaps(destOffset + this.ncap);
              for (let c = 0; c < this.ncap; c++) q.denseCaps[destOffset + c] = capArray[capOffset + c];
            }
            pc = 0;
            break;
          default:
            throw new RE2JSInternalException("unhandled");
        }
      }
      if (nstk === 0) return;
      nstk -= 2;
      const entry = stk[nstk];
      if (entry < 0) {
        capArray[capOffset - entry - 1] = stk[nstk + 1];
        pc = 0;
      } else pc = entry;
    }
  }
};
var hashState = (pcs, flag, ids) => {
  let h = -2128831035;
  for (let i = 0; i < pcs.length; i++) {
    h ^= pcs[i];
    h = Math.imul(h, 16777619);
  }
  h ^= flag;
  h = Math.imul(h, 16777619);
  for (let i = 0; i < ids.length; i++) {
    h ^= ids[i];
    h = Math.imul(h, 16777619);
  }
  return h;
};
var arraysEqual = (a, b) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};
var isState = (state, pcs, flag, ids) => state.flag === flag && arraysEqual(state.nfaStates, pcs) && arraysEqual(state.matchIDs, ids);
var NO_IDS = [];
var END_TEXT = -1;
var DFAState = class {
  constructor(nfaStates, flag, matchIDs) {
    this.nfaStates = nfaStates;
    this.flag = flag;
    this.isMatch = (flag & DFA.FLAG_MATCH) !== 0;
    this.matchIDs = matchIDs;
    this.next = null;
    this.nextAnchored = null;
  }
};
var DFA = class DFA2 {
  static FLAG_EMPTY_MASK = 255;
  static FLAG_MATCH = 256;
  static FLAG_LAST_WORD = 512;
  static FLAG_NEED_SHIFT = 16;
  static STATE_OVERHEAD = 150;
  static ARRAY_OVERHEAD = 40;
  static ELEMENT_SIZE = 8;
  static TABLE_OVERHEAD = 48;
  static PROGRESS_PER_STATE = 10;
  constructor(prog, maxMem = 8388608) {
    this.prog = prog;
    this.maxMem = maxMem;
    this.stateCache = /* @__PURE__ */ new Map();
    this.stateCount = 0;
    this.startStates = /* @__PURE__ */ new Map();
    this.failed = false;
    for (let pc = 0; pc < prog.numInst(); pc++) {
      const op = prog.getInst(pc).op;
      if (op === Inst.LB_WRITE || op === Inst.LB_CHECK) {
        this.failed = true;
        break;
      }
    }
    this.computeRuneClasses();
    this.stateBudget = maxMem;
    this.memBudget = maxMem;
  }
  computeRuneClasses() {
    const bounds = /* @__PURE__ */ new Set();
    const addRange = (lo, hi) => {
      bounds.add(lo);
      bounds.add(hi + 1);
    };
    for (let pc = 0; pc < this.prog.numInst(); pc++) {
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.RUNE:
        case Inst.RUNE1:
          if (inst.runes.length === 1) {
            addRange(inst.runes[0], inst.runes[0]);
            if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) for (let f = Unicode.simpleFold(inst.runes[0]); f !== inst.runes[0]; f = Unicode.simpleFold(f)) addRange(f, f);
          } else for (let j = 0; j < inst.runes.length; j += 2) addRange(inst.runes[j], inst.runes[j + 1]);
          break;
        case Inst.RUNE_ANY_NOT_NL:
          addRange(10, 10);
          break;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & (Utils.EMPTY_BEGIN_LINE | Utils.EMPTY_END_LINE)) !== 0) addRange(10, 10);
          if ((inst.arg & (Utils.EMPTY_WORD_BOUNDARY | Utils.EMPTY_NO_WORD_BOUNDARY)) !== 0) {
            addRange(48, 57);
            addRange(65, 90);
            addRange(95, 95);
            addRange(97, 122);
          }
      }
    }
    bounds.delete(0);
    this.classBounds = Int32Array.from(bounds).sort();
    this.numClasses = this.classBounds.length + 1;
    const latin1Class = new Int32Array(Unicode.MAX_LATIN1 + 1);
    for (let r = 0; r <= Unicode.MAX_LATIN1; r++) latin1Class[r] = this.searchClass(r);
    this.latin1Class = latin1Class;
  }
  runeClass(r) {
    if (r <= Unicode.MAX_LATIN1) return this.latin1Class[r];
    return this.searchClass(r);
  }
  searchClass(r) {
    const bounds = this.classBounds;
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (bounds[mid] <= r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  closure(pcs, flag) {
    const closure = /* @__PURE__ */ new Set();
    const stack = Array.from(pcs);
    let needflags = 0;
    while (stack.length > 0) {
      const pc = stack.pop();
      if (pc === 0 || closure.has(pc)) continue;
      closure.add(pc);
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          stack.push(inst.out);
          stack.push(inst.arg);
          break;
        case Inst.NOP:
        case Inst.CAPTURE:
          stack.push(inst.out);
          break;
        case Inst.EMPTY_WIDTH:
          needflags |= inst.arg;
          if ((inst.arg & ~flag) === 0) stack.push(inst.out);
      }
    }
    return {
      pcs: Array.from(closure).sort((a, b) => a - b),
      needflags
    };
  }
  getState(pcs, flag, ids) {
    const hash = hashState(pcs, flag, ids);
    const cached = this.stateCache.get(hash);
    if (cached instanceof DFAState) {
      if (isState(cached, pcs, flag, ids)) return cached;
    } else if (cached !== void 0) {
      for (let i = 0; i < cached.length; i++) if (isState(cached[i], pcs, flag, ids)) return cached[i];
    }
    const cost = DFA2.stateCost(pcs, ids);
    if (this.memBudget < cost) return null;
    this.memBudget -= cost;
    const state = new DFAState(pcs, flag, ids);
    if (cached === void 0) this.stateCache.set(hash, state);
    else if (cached instanceof DFAState) this.stateCache.set(hash, [cached, state]);
    else cached.push(state);
    this.stateCount++;
    return state;
  }
  static stateCost(pcs, ids) {
    const idsCost = ids.length === 0 ? 0 : DFA2.ARRAY_OVERHEAD + DFA2.ELEMENT_SIZE * ids.length;
    return DFA2.STATE_OVERHEAD + DFA2.ELEMENT_SIZE * pcs.length + idsCost;
  }
  *cachedStates() {
    for (const cached of this.stateCache.values()) if (cached instanceof DFAState) yield cached;
    else yield* cached;
  }
  makeState(pcs, flag, ids) {
    const closure = this.closure(pcs, flag & DFA2.FLAG_EMPTY_MASK);
    let stateFlag = flag;
    if (closure.needflags === 0) stateFlag &= DFA2.FLAG_MATCH;
    stateFlag |= closure.needflags << DFA2.FLAG_NEED_SHIFT;
    return this.getState(closure.pcs, stateFlag, ids);
  }
  allocTable(state, anchor) {
    const size = this.numClasses + 1;
    const cost = DFA2.TABLE_OVERHEAD + DFA2.ELEMENT_SIZE * size;
    if (this.memBudget < cost) return null;
    this.memBudget -= cost;
    const table = new Array(size).fill(null);
    if (anchor === RE2Flags.UNANCHORED) state.next = table;
    else state.nextAnchored = table;
    return table;
  }
  clearCache() {
    this.stateCache.clear();
    this.stateCount = 0;
    this.startStates.clear();
    this.memBudget = this.stateBudget;
  }
  resetCache(current) {
    this.clearCache();
    return this.getState(current.nfaStates, current.flag, current.matchIDs);
  }
  step(state, cls, rune, anchor) {
    let table = anchor === RE2Flags.UNANCHORED ? state.next : state.nextAnchored;
    if (table !== null) {
      const cached = table[cls];
      if (cached !== null) return cached;
    } else {
      table = this.allocTable(state, anchor);
      if (table === null) return null;
    }
    const needflag = state.flag >>> DFA2.FLAG_NEED_SHIFT;
    const oldbeforeflag = state.flag & DFA2.FLAG_EMPTY_MASK;
    let beforeflag = oldbeforeflag;
    let afterflag = 0;
    if (rune === 10) {
      beforeflag |= Utils.EMPTY_END_LINE;
      afterflag |= Utils.EMPTY_BEGIN_LINE;
    }
    if (rune === END_TEXT) beforeflag |= Utils.EMPTY_END_LINE | Utils.EMPTY_END_TEXT;
    const islastword = (state.flag & DFA2.FLAG_LAST_WORD) !== 0;
    const isword = rune !== END_TEXT && Utils.isWordRune(rune);
    beforeflag |= isword === islastword ? Utils.EMPTY_NO_WORD_BOUNDARY : Utils.EMPTY_WORD_BOUNDARY;
    let pcs = state.nfaStates;
    if ((beforeflag & ~oldbeforeflag & needflag) !== 0) pcs = this.closure(pcs, beforeflag).pcs;
    const nextPCs = [];
    let ismatch = false;
    let ids = NO_IDS;
    for (let i = 0; i < pcs.length; i++) {
      const inst = this.prog.getInst(pcs[i]);
      if (inst.op === Inst.MATCH) {
        if (!ismatch) {
          ismatch = true;
          ids = [];
        }
        ids.push(inst.arg);
      } else if (rune !== END_TEXT && Inst.isRuneOp(inst.op) && inst.matchRune(rune)) nextPCs.push(inst.out);
    }
    if (ids.length > 1) ids.sort((a, b) => a - b);
    if (anchor === RE2Flags.UNANCHORED && rune !== END_TEXT) nextPCs.push(this.prog.start);
    let flag = afterflag;
    if (ismatch) flag |= DFA2.FLAG_MATCH;
    if (isword) flag |= DFA2.FLAG_LAST_WORD;
    const nextState = this.makeState(nextPCs, flag, ids);
    if (nextState === null) return null;
    table[cls] = nextState;
    return nextState;
  }
  start(input, pos) {
    const context = input.context(pos);
    let flags;
    if ((context & Utils.EMPTY_BEGIN_TEXT) !== 0) flags = Utils.EMPTY_BEGIN_TEXT | Utils.EMPTY_BEGIN_LINE;
    else if ((context & Utils.EMPTY_BEGIN_LINE) !== 0) flags = Utils.EMPTY_BEGIN_LINE;
    else {
      const r = input.step(pos);
      const nextIsWord = r >= 0 && Utils.isWordRune(r >> 3);
      flags = (context & Utils.EMPTY_WORD_BOUNDARY) !== 0 !== nextIsWord ? DFA2.FLAG_LAST_WORD : 0;
    }
    let state = this.startStates.get(flags);
    if (state === void 0) {
      state = this.makeState([this.prog.start], flags, NO_IDS);
      if (state === null) {
        this.clearCache();
        state = this.makeState([this.prog.start], flags, NO_IDS);
        if (state === null) return null;
      }
      this.startStates.set(flags, state);
    }
    return state;
  }
  stepOrReset(state, cls, rune, anchor, pos, search) {
    let next = this.step(state, cls, rune, anchor);
    if (next !== null) return next;
    if (search.resetPos >= 0 && pos - search.resetPos < DFA2.PROGRESS_PER_STATE * this.stateCount) return null;
    search.resetPos = pos;
    const restored = this.resetCache(state);
    if (restored === null) return null;
    next = this.step(restored, cls, rune, anchor);
    return next;
  }
  run(input, pos, anchor, state, onMatch) {
    const endPos = input.endPos();
    const latin1Class = this.latin1Class;
    const unanchored = anchor === RE2Flags.UNANCHORED;
    const search = { resetPos: -1 };
    let i = pos;
    while (i < endPos) {
      const r = input.step(i);
      const rune = r >> 3;
      const width = r & 7;
      if (width === 0) break;
      const cls = rune <= Unicode.MAX_LATIN1 ? latin1Class[rune] : this.runeClass(rune);
      let next = unanchored && state.next !== null ? state.next[cls] : null;
      if (next === null) {
        next = this.stepOrReset(state, cls, rune, anchor, i, search);
        if (next === null) return null;
      }
      state = next;
      if (state.isMatch && onMatch(state, false)) return true;
      if (!unanchored && state.nfaStates.length === 0) return false;
      i += width;
    }
    state = this.stepOrReset(state, this.numClasses, END_TEXT, anchor, i, search);
    if (state === null) return null;
    return state.isMatch && onMatch(state, true);
  }
  match(input, pos, anchor) {
    if (this.failed) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
    const startState = this.start(input, pos);
    if (startState === null) return null;
    return this.run(input, pos, anchor, startState, (state, atEnd) => anchor !== RE2Flags.ANCHOR_BOTH || atEnd);
  }
  matchSet(input, pos, anchor) {
    if (this.failed) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
    const startState = this.start(input, pos);
    if (startState === null) return null;
    const matches = /* @__PURE__ */ new Set();
    const collect = (state, atEnd) => {
      if (anchor !== RE2Flags.ANCHOR_BOTH || atEnd) for (let k = 0; k < state.matchIDs.length; k++) matches.add(state.matchIDs[k]);
      return false;
    };
    if (this.run(input, pos, anchor, startState, collect) === null) return null;
    return Array.from(matches).sort((a, b) => a - b);
  }
};
var VISITED_BITS = 32;
var MAX_BACKTRACK_PROG = 500;
var INITIAL_JOB_CAPACITY = 256;
var MAX_BACKTRACK_VECTOR = 262144;
var BitState = class {
  constructor() {
    this.end = 0;
    this.cap = /* @__PURE__ */ new Int32Array(0);
    this.matchcap = /* @__PURE__ */ new Int32Array(0);
    this.ncap = 0;
    this.jobPc = new Int32Array(INITIAL_JOB_CAPACITY);
    this.jobArg = new Uint8Array(INITIAL_JOB_CAPACITY);
    this.jobPos = new Int32Array(INITIAL_JOB_CAPACITY);
    this.jobLen = 0;
    this.visited = /* @__PURE__ */ new Uint32Array(0);
  }
  reset(prog, end, ncap) {
    this.end = end;
    this.jobLen = 0;
    this.ncap = ncap;
    const visitedSize = prog.numInst() * (end + 1) + VISITED_BITS - 1 >>> 5;
    if (this.visited.length < visitedSize) this.visited = new Uint32Array(visitedSize);
    else this.visited.fill(0, 0, visitedSize);
    if (this.cap.length < ncap) this.cap = new Int32Array(ncap).fill(-1);
    else this.cap.fill(-1, 0, ncap);
    if (this.matchcap.length < ncap) this.matchcap = new Int32Array(ncap).fill(-1);
    else this.matchcap.fill(-1, 0, ncap);
  }
  shouldVisit(pc, pos) {
    const n = pc * (this.end + 1) + pos;
    const idx = n >>> 5;
    const mask = 1 << (n & 31);
    if ((this.visited[idx] & mask) !== 0) return false;
    this.visited[idx] |= mask;
    return true;
  }
  push(re2, pc, pos, arg) {
    if (re2.prog.getInst(pc).op !== Inst.FAIL && (arg || this.shouldVisit(pc, pos))) {
      if (this.jobLen >= this.jobPc.length) {
        const newSize = this.jobPc.length * 2;
        const newPc = new Int32Array(newSize);
        newPc.set(this.jobPc);
        this.jobPc = newPc;
        const newArg = new Uint8Array(newSize);
        newArg.set(this.jobArg);
        this.jobArg = newArg;
        const newPos = new Int32Array(newSize);
        newPos.set(this.jobPos);
        this.jobPos = newPos;
      }
      this.jobPc[this.jobLen] = pc;
      this.jobArg[this.jobLen] = arg ? 1 : 0;
      this.jobPos[this.jobLen] = pos;
      this.jobLen++;
    }
  }
  tryBacktrack(re2, input, pc, pos, anchor) {
    const longest = re2.longest;
    this.push(re2, pc, pos, false);
    while (this.jobLen > 0) {
      this.jobLen--;
      let currentPc = this.jobPc[this.jobLen];
      let arg = this.jobArg[this.jobLen] === 1;
      let currentPos = this.jobPos[this.jobLen];
      let skipShouldVisit = true;
      while (true) {
        if (!skipShouldVisit) {
          if (!this.shouldVisit(currentPc, currentPos)) break;
        }
        skipShouldVisit = false;
        const inst = re2.prog.getInst(currentPc);
        switch (inst.op) {
          case Inst.FAIL:
            break;
          case Inst.ALT:
            if (arg) {
              arg = false;
              currentPc = inst.arg;
              continue;
            } else {
              this.push(re2, currentPc, currentPos, true);
              currentPc = inst.out;
              continue;
            }
          case Inst.ALT_MATCH: {
            const outInst = re2.prog.getInst(inst.out);
            if (Inst.isRuneOp(outInst.op)) {
              this.push(re2, inst.arg, currentPos, false);
              currentPc = inst.arg;
              currentPos = this.end;
              continue;
            }
            this.push(re2, inst.out, this.end, false);
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (!inst.matchRune(r >> 3)) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE1: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (r >> 3 !== inst.runes[0]) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE_ANY_NOT_NL: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (r >> 3 === 10) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE_ANY: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.CAPTURE:
            if (arg) {
              this.cap[inst.arg] = currentPos;
              break;
            } else {
              if (inst.arg < this.ncap) {
                this.push(re2, currentPc, this.cap[inst.arg], true);
                this.cap[inst.arg] = currentPos;
              }
              currentPc = inst.out;
              continue;
            }
          case Inst.EMPTY_WIDTH: {
            const flag = input.context(currentPos);
            if ((inst.arg & ~flag) !== 0) break;
            currentPc = inst.out;
            continue;
          }
          case Inst.NOP:
            currentPc = inst.out;
            continue;
          case Inst.MATCH: {
            if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== this.end) break;
            if (this.ncap === 0) return true;
            if (this.ncap > 1) this.cap[1] = currentPos;
            const old = this.matchcap[1];
            if (old === -1 || longest && currentPos > 0 && currentPos > old) this.matchcap.set(this.cap);
            if (!longest) return true;
            if (currentPos === this.end) return true;
            break;
          }
          case Inst.LB_WRITE:
          case Inst.LB_CHECK:
            throw new RE2JSInternalException("Backtracker cannot evaluate Lookbehind instructions");
          default:
            throw new RE2JSInternalException("bad inst");
        }
        break;
      }
    }
    return longest && this.matchcap.length > 1 && this.matchcap[1] >= 0;
  }
};
var bitStatePool = [];
var Backtracker = class Backtracker2 {
  static shouldBacktrack(prog) {
    return prog.numInst() <= MAX_BACKTRACK_PROG;
  }
  static maxBitStateLen(prog) {
    if (!Backtracker2.shouldBacktrack(prog)) return 0;
    return Math.floor(MAX_BACKTRACK_VECTOR / prog.numInst());
  }
  static execute(re2, input, pos, anchor, ncap) {
    const startCond = re2.cond;
    if (startCond === Utils.EMPTY_ALL) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
    if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && pos !== 0) return null;
    const b = bitStatePool.length > 0 ? bitStatePool.pop() : new BitState();
    const end = input.endPos();
    b.reset(re2.prog, end, ncap);
    let matched = false;
    if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 || anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) {
      if (b.ncap > 0) b.cap[0] = pos;
      if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) matched = true;
    } else {
      let width = -1;
      for (; pos <= end && width !== 0; pos += width) {
        if (re2.prefix.length > 0) {
          const advance = input.index(re2, pos);
          if (advance < 0) break;
          pos += advance;
        }
        if (b.ncap > 0) b.cap[0] = pos;
        if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) {
          matched = true;
          break;
        }
        const r = input.step(pos);
        width = r === MachineInputBase.EOF() ? 0 : r & 7;
      }
    }
    if (!matched) {
      bitStatePool.push(b);
      return null;
    }
    const result = ncap === 0 ? [] : Utils.toArray(b.matchcap.subarray(0, ncap));
    bitStatePool.push(b);
    return result;
  }
};
var QueueOnePass = class {
  constructor(size) {
    this.sparse = new Uint32Array(size);
    this.dense = new Uint32Array(size);
    this.size = 0;
    this.nextIndex = 0;
  }
  empty() {
    return this.nextIndex >= this.size;
  }
  next() {
    return this.dense[this.nextIndex++];
  }
  clear() {
    this.size = 0;
    this.nextIndex = 0;
  }
  contains(u) {
    return u < this.sparse.length && this.sparse[u] < this.size && this.dense[this.sparse[u]] === u;
  }
  insert(u) {
    if (!this.contains(u)) this.insertNew(u);
  }
  insertNew(u) {
    if (u >= this.sparse.length) return;
    this.sparse[u] = this.size;
    this.dense[this.size] = u;
    this.size++;
  }
};
var mergeRuneSets = (leftRunes, rightRunes, leftPC, rightPC) => {
  const leftLen = leftRunes.length;
  const rightLen = rightRunes.length;
  let lx = 0, rx = 0;
  const merged = [];
  const next = [];
  let ok = true;
  let ix = -1;
  const extend = (isLeft) => {
    const newArray = isLeft ? leftRunes : rightRunes;
    const low = isLeft ? lx : rx;
    const pc = isLeft ? leftPC : rightPC;
    if (ix > 0 && newArray[low] <= merged[ix]) return false;
    merged.push(newArray[low], newArray[low + 1]);
    if (isLeft) lx += 2;
    else rx += 2;
    ix += 2;
    next.push(pc);
    return true;
  };
  while (lx < leftLen || rx < rightLen) {
    if (rx >= rightLen) ok = extend(true);
    else if (lx >= leftLen) ok = extend(false);
    else if (rightRunes[rx] < leftRunes[lx]) ok = extend(false);
    else ok = extend(true);
    if (!ok) return null;
  }
  return {
    merged,
    next
  };
};
var OnePassProg = class {
  constructor(prog) {
    this.start = prog.start;
    this.numCap = prog.numCap;
    this.inst = new Array(prog.inst.length);
    for (let i = 0; i < prog.inst.length; i++) {
      const orig = prog.inst[i];
      const inst = new Inst(orig.op);
      inst.out = orig.out;
      inst.arg = orig.arg;
      inst.runes = orig.runes ? new Int32Array(orig.runes) : /* @__PURE__ */ new Int32Array(0);
      inst.next = null;
      this.inst[i] = inst;
    }
  }
};
var onePassCopy = (prog) => {
  const p = new OnePassProg(prog);
  for (let pc = 0; pc < p.inst.length; pc++) {
    const inst = p.inst[pc];
    if (inst.op !== Inst.ALT && inst.op !== Inst.ALT_MATCH) continue;
    let pAOther = "out";
    let pAAlt = "arg";
    let instAlt = p.inst[inst[pAAlt]];
    if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) {
      pAOther = "arg";
      pAAlt = "out";
      instAlt = p.inst[inst[pAAlt]];
      if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) continue;
    }
    const instOther = p.inst[inst[pAOther]];
    if (instOther.op === Inst.ALT || instOther.op === Inst.ALT_MATCH) continue;
    let pBAlt = "out";
    let pBOther = "arg";
    let patch = false;
    if (instAlt.out === pc) patch = true;
    else if (instAlt.arg === pc) {
      patch = true;
      pBAlt = "arg";
      pBOther = "out";
    }
    if (patch) instAlt[pBAlt] = inst[pAOther];
    if (inst[pAOther] === instAlt[pBAlt]) inst[pAAlt] = instAlt[pBOther];
  }
  return p;
};
var makeOnePass = (p) => {
  if (p.inst.length >= 1e3) return null;
  const instQueue = new QueueOnePass(p.inst.length);
  const visitQueue = new QueueOnePass(p.inst.length);
  const onePassRunes = new Array(p.inst.length);
  const m = new Array(p.inst.length).fill(false);
  const check = (pc) => {
    let ok = true;
    const inst = p.inst[pc];
    if (visitQueue.contains(pc)) return true;
    visitQueue.insert(pc);
    switch (inst.op) {
      case Inst.ALT:
      case Inst.ALT_MATCH: {
        ok = check(inst.out) && check(inst.arg);
        let matchOut = m[inst.out];
        let matchArg = m[inst.arg];
        if (matchOut && matchArg) return false;
        if (matchArg) {
          const tempOut = inst.out;
          inst.out = inst.arg;
          inst.arg = tempOut;
          const tempMatch = matchOut;
          matchOut = matchArg;
          matchArg = tempMatch;
        }
        if (matchOut) {
          m[pc] = true;
          inst.op = Inst.ALT_MATCH;
        }
        const leftRunes = onePassRunes[inst.out] || [];
        const rightRunes = onePassRunes[inst.arg] || [];
        const mergeRes = mergeRuneSets(leftRunes, rightRunes, inst.out, inst.arg);
        if (!mergeRes) return false;
        onePassRunes[pc] = new Int32Array(mergeRes.merged);
        inst.next = new Uint32Array(mergeRes.next);
        break;
      }
      case Inst.CAPTURE:
      case Inst.EMPTY_WIDTH:
      case Inst.NOP:
        ok = check(inst.out);
        m[pc] = m[inst.out];
        onePassRunes[pc] = onePassRunes[inst.out] ? new Int32Array(onePassRunes[inst.out]) : /* @__PURE__ */ new Int32Array(0);
        inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
        break;
      case Inst.MATCH:
      case Inst.FAIL:
        m[pc] = inst.op === Inst.MATCH;
        break;
      case Inst.RUNE: {
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        if (!inst.runes || inst.runes.length === 0) {
          onePassRunes[pc] = /* @__PURE__ */ new Int32Array(0);
          inst.next = new Uint32Array([inst.out]);
          break;
        }
        let runes = [];
        if (inst.runes.length === 1 && (inst.arg & RE2Flags.FOLD_CASE) !== 0) {
          const r0 = inst.runes[0];
          runes.push(r0, r0);
          for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
          runes.sort((a, b) => a - b);
        } else for (let j = 0; j < inst.runes.length; j++) runes.push(inst.runes[j]);
        onePassRunes[pc] = new Int32Array(runes);
        inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
        inst.op = Inst.RUNE;
        break;
      }
      case Inst.RUNE1: {
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        let runes = [];
        if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) {
          const r0 = inst.runes[0];
          runes.push(r0, r0);
          for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
          runes.sort((a, b) => a - b);
        } else runes.push(inst.runes[0], inst.runes[0]);
        onePassRunes[pc] = new Int32Array(runes);
        inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
        inst.op = Inst.RUNE;
        break;
      }
      case Inst.RUNE_ANY:
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        onePassRunes[pc] = new Int32Array([0, Unicode.MAX_RUNE]);
        inst.next = new Uint32Array([inst.out]);
        break;
      case Inst.RUNE_ANY_NOT_NL:
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        onePassRunes[pc] = new Int32Array([
          0,
          9,
          11,
          Unicode.MAX_RUNE
        ]);
        inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
    }
    return ok;
  };
  instQueue.clear();
  instQueue.insert(p.start);
  while (!instQueue.empty()) {
    visitQueue.clear();
    if (!check(instQueue.next())) return null;
  }
  for (let i = 0; i < p.inst.length; i++) if (onePassRunes[i]) p.inst[i].runes = onePassRunes[i];
  return p;
};
var cleanupOnePass = (p, original) => {
  for (let ix = 0; ix < original.inst.length; ix++) {
    const instOriginal = original.inst[ix];
    switch (instOriginal.op) {
      case Inst.ALT:
      case Inst.ALT_MATCH:
      case Inst.RUNE:
        break;
      case Inst.CAPTURE:
      case Inst.EMPTY_WIDTH:
      case Inst.NOP:
      case Inst.MATCH:
      case Inst.FAIL:
        p.inst[ix].next = null;
        break;
      case Inst.RUNE1:
      case Inst.RUNE_ANY:
      case Inst.RUNE_ANY_NOT_NL:
        p.inst[ix].next = null;
        p.inst[ix].op = instOriginal.op;
        p.inst[ix].runes = instOriginal.runes ? new Int32Array(instOriginal.runes) : /* @__PURE__ */ new Int32Array(0);
    }
  }
};
var OnePass = class OnePass2 {
  static compile(prog) {
    if (prog.start === 0) return null;
    if (prog.numLb > 0) return null;
    const startInst = prog.inst[prog.start];
    if (startInst.op !== Inst.EMPTY_WIDTH || (startInst.arg & Utils.EMPTY_BEGIN_TEXT) === 0) return null;
    let hasAlt = false;
    for (let i = 0; i < prog.inst.length; i++) if (prog.inst[i].op === Inst.ALT || prog.inst[i].op === Inst.ALT_MATCH) {
      hasAlt = true;
      break;
    }
    for (let i = 0; i < prog.inst.length; i++) {
      const inst = prog.inst[i];
      const opOut = prog.inst[inst.out].op;
      switch (inst.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          if (opOut === Inst.MATCH || prog.inst[inst.arg].op === Inst.MATCH) return null;
          break;
        case Inst.EMPTY_WIDTH:
          if (opOut === Inst.MATCH) {
            if ((inst.arg & Utils.EMPTY_END_TEXT) === Utils.EMPTY_END_TEXT) continue;
            return null;
          }
          break;
        default:
          if (opOut === Inst.MATCH && hasAlt) return null;
      }
    }
    let p = onePassCopy(prog);
    p = makeOnePass(p);
    if (p !== null) cleanupOnePass(p, prog);
    return p;
  }
  static next(inst, r) {
    const nextIdx = inst.matchRunePos(r);
    if (nextIdx >= 0) return inst.next[nextIdx];
    if (inst.op === Inst.ALT_MATCH) return inst.out;
    return 0;
  }
  static execute(re2, input, pos, anchor, ncap) {
    const onepass = re2.onepass;
    if (!onepass) return null;
    const matchcap = new Int32Array(ncap).fill(-1);
    let matched = false;
    let r = input.step(pos);
    let rune = r >> 3;
    let width = r & 7;
    let r1 = MachineInputBase.EOF();
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r1 = input.step(pos + width);
      if (r1 !== MachineInputBase.EOF()) {
        rune1 = r1 >> 3;
        width1 = r1 & 7;
      }
    }
    let flag = pos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(pos);
    let pc = onepass.start;
    let inst;
    while (true) {
      inst = onepass.inst[pc];
      pc = inst.out;
      switch (inst.op) {
        case Inst.MATCH:
          if (anchor === RE2Flags.ANCHOR_BOTH && pos !== input.endPos()) return null;
          matched = true;
          if (matchcap.length > 0) {
            matchcap[0] = 0;
            matchcap[1] = pos;
          }
          return ncap === 0 ? [] : Utils.toArray(matchcap);
        case Inst.RUNE:
          if (!inst.matchRune(rune)) return null;
          break;
        case Inst.RUNE1:
          if (rune !== inst.runes[0]) return null;
          break;
        case Inst.RUNE_ANY:
          break;
        case Inst.RUNE_ANY_NOT_NL:
          if (rune === 10) return null;
          break;
        case Inst.ALT:
        case Inst.ALT_MATCH:
          pc = OnePass2.next(inst, rune);
          continue;
        case Inst.FAIL:
          return null;
        case Inst.NOP:
          continue;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & ~flag) !== 0) return null;
          continue;
        case Inst.CAPTURE:
          if (inst.arg < matchcap.length) matchcap[inst.arg] = pos;
          continue;
        default:
          throw new RE2JSInternalException("bad inst");
      }
      if (width === 0) break;
      flag = Utils.emptyOpContext(rune, rune1);
      pos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r1 = input.step(pos + width);
        if (r1 !== MachineInputBase.EOF()) {
          rune1 = r1 >> 3;
          width1 = r1 & 7;
        } else {
          rune1 = -1;
          width1 = 0;
        }
      }
    }
    if (!matched) return null;
    return ncap === 0 ? [] : Utils.toArray(matchcap);
  }
};
var Regexp = class Regexp2 {
  static Op = createEnum([
    "NO_MATCH",
    "EMPTY_MATCH",
    "LITERAL",
    "CHAR_CLASS",
    "ANY_CHAR_NOT_NL",
    "ANY_CHAR",
    "BEGIN_LINE",
    "END_LINE",
    "BEGIN_TEXT",
    "END_TEXT",
    "WORD_BOUNDARY",
    "NO_WORD_BOUNDARY",
    "CAPTURE",
    "STAR",
    "PLUS",
    "QUEST",
    "REPEAT",
    "CONCAT",
    "ALTERNATE",
    "PLB",
    "NLB",
    "LEFT_PAREN",
    "VERTICAL_BAR"
  ]);
  static isPseudoOp(op) {
    return op >= Regexp2.Op.LEFT_PAREN;
  }
  static emptySubs() {
    return [];
  }
  static quoteIfHyphen(rune) {
    if (rune === Codepoint.CODES["-"]) return "\\";
    return "";
  }
  static fromRegexp(re) {
    const regex = new Regexp2(re.op);
    regex.flags = re.flags;
    regex.subs = re.subs;
    regex.runes = re.runes;
    regex.cap = re.cap;
    regex.min = re.min;
    regex.max = re.max;
    regex.name = re.name;
    regex.namedGroups = re.namedGroups;
    regex.lb = re.lb;
    return regex;
  }
  constructor(op) {
    this.op = op;
    this.flags = 0;
    this.subs = Regexp2.emptySubs();
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.min = 0;
    this.max = 0;
    this.cap = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.lb = 0;
  }
  reinit() {
    this.flags = 0;
    this.subs = Regexp2.emptySubs();
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.cap = 0;
    this.min = 0;
    this.max = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.lb = 0;
  }
  toString() {
    return this.appendTo();
  }
  appendTo() {
    let out = "";
    switch (this.op) {
      case Regexp2.Op.NO_MATCH:
        out += "[^\\x00-\\x{10FFFF}]";
        break;
      case Regexp2.Op.EMPTY_MATCH:
        out += "(?:)";
        break;
      case Regexp2.Op.STAR:
      case Regexp2.Op.PLUS:
      case Regexp2.Op.QUEST:
      case Regexp2.Op.REPEAT: {
        const sub = this.subs[0];
        if (sub.op > Regexp2.Op.CAPTURE || sub.op === Regexp2.Op.LITERAL && sub.runes.length > 1) out += `(?:${sub.appendTo()})`;
        else out += sub.appendTo();
        switch (this.op) {
          case Regexp2.Op.STAR:
            out += "*";
            break;
          case Regexp2.Op.PLUS:
            out += "+";
            break;
          case Regexp2.Op.QUEST:
            out += "?";
            break;
          case Regexp2.Op.REPEAT:
            out += `{${this.min}`;
            if (this.min !== this.max) {
              out += ",";
              if (this.max >= 0) out += this.max;
            }
            out += "}";
        }
        if ((this.flags & RE2Flags.NON_GREEDY) !== 0) out += "?";
        break;
      }
      case Regexp2.Op.CONCAT:
        for (let sub of this.subs) if (sub.op === Regexp2.Op.ALTERNATE) out += `(?:${sub.appendTo()})`;
        else out += sub.appendTo();
        break;
      case Regexp2.Op.ALTERNATE: {
        let sep = "";
        for (let sub of this.subs) {
          out += sep;
          sep = "|";
          out += sub.appendTo();
        }
        break;
      }
      case Regexp2.Op.LITERAL:
        if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += "(?i:";
        for (let rune of this.runes) out += Utils.escapeRune(rune);
        if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += ")";
        break;
      case Regexp2.Op.ANY_CHAR_NOT_NL:
        out += "(?-s:.)";
        break;
      case Regexp2.Op.ANY_CHAR:
        out += "(?s:.)";
        break;
      case Regexp2.Op.PLB:
        out += `(?<=${this.subs[0].appendTo()})`;
        break;
      case Regexp2.Op.NLB:
        out += `(?<!${this.subs[0].appendTo()})`;
        break;
      case Regexp2.Op.CAPTURE:
        if (this.name === null || this.name.length === 0) out += "(";
        else out += `(?P<${this.name}>`;
        if (this.subs[0].op !== Regexp2.Op.EMPTY_MATCH) out += this.subs[0].appendTo();
        out += ")";
        break;
      case Regexp2.Op.BEGIN_TEXT:
        out += "\\A";
        break;
      case Regexp2.Op.END_TEXT:
        if ((this.flags & RE2Flags.WAS_DOLLAR) !== 0) out += "(?-m:$)";
        else out += "\\z";
        break;
      case Regexp2.Op.BEGIN_LINE:
        out += "^";
        break;
      case Regexp2.Op.END_LINE:
        out += "$";
        break;
      case Regexp2.Op.WORD_BOUNDARY:
        out += "\\b";
        break;
      case Regexp2.Op.NO_WORD_BOUNDARY:
        out += "\\B";
        break;
      case Regexp2.Op.CHAR_CLASS:
        if (this.runes.length % 2 !== 0) {
          out += "[invalid char class]";
          break;
        }
        out += "[";
        if (this.runes.length === 0) out += "^\\x00-\\x{10FFFF}";
        else if (this.runes[0] === 0 && this.runes[this.runes.length - 1] === Unicode.MAX_RUNE) {
          out += "^";
          for (let i = 1; i < this.runes.length - 1; i += 2) {
            const lo = this.runes[i] + 1;
            const hi = this.runes[i + 1] - 1;
            out += Regexp2.quoteIfHyphen(lo);
            out += Utils.escapeRune(lo);
            if (lo !== hi) {
              out += "-";
              out += Regexp2.quoteIfHyphen(hi);
              out += Utils.escapeRune(hi);
            }
          }
        } else for (let i = 0; i < this.runes.length; i += 2) {
          const lo = this.runes[i];
          const hi = this.runes[i + 1];
          out += Regexp2.quoteIfHyphen(lo);
          out += Utils.escapeRune(lo);
          if (lo !== hi) {
            out += "-";
            out += Regexp2.quoteIfHyphen(hi);
            out += Utils.escapeRune(hi);
          }
        }
        out += "]";
        break;
      default:
        out += this.op;
    }
    return out;
  }
  maxCap() {
    let m = 0;
    if (this.op === Regexp2.Op.CAPTURE) m = this.cap;
    if (this.subs !== null) for (let sub of this.subs) {
      const n = sub.maxCap();
      if (m < n) m = n;
    }
    return m;
  }
  equals(that) {
    if (!(that !== null && that instanceof Regexp2)) return false;
    if (this.op !== that.op) return false;
    switch (this.op) {
      case Regexp2.Op.END_TEXT:
        if ((this.flags & RE2Flags.WAS_DOLLAR) !== (that.flags & RE2Flags.WAS_DOLLAR)) return false;
        break;
      case Regexp2.Op.LITERAL:
      case Regexp2.Op.CHAR_CLASS:
        if ((this.flags & RE2Flags.FOLD_CASE) !== (that.flags & RE2Flags.FOLD_CASE)) return false;
        if (this.runes === null && that.runes === null) break;
        if (this.runes === null || that.runes === null) return false;
        if (this.runes.length !== that.runes.length) return false;
        for (let i = 0; i < this.runes.length; i++) if (this.runes[i] !== that.runes[i]) return false;
        break;
      case Regexp2.Op.ALTERNATE:
      case Regexp2.Op.CONCAT:
        if (this.subs.length !== that.subs.length) return false;
        for (let i = 0; i < this.subs.length; ++i) if (!this.subs[i].equals(that.subs[i])) return false;
        break;
      case Regexp2.Op.STAR:
      case Regexp2.Op.PLUS:
      case Regexp2.Op.QUEST:
        if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.REPEAT:
        if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || this.min !== that.min || this.max !== that.max || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.CAPTURE:
        if (this.cap !== that.cap || (this.name === null ? that.name !== null : this.name !== that.name) || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.PLB:
      case Regexp2.Op.NLB:
        if (this.lb !== that.lb || !this.subs[0].equals(that.subs[0])) return false;
    }
    return true;
  }
};
var RegexpWalker = class {
  static walk(root, handler) {
    const stack = [];
    let re = root;
    let result;
    for (; ; ) {
      if (re.subs.length === 0) result = handler.leaf(re);
      else {
        const state = handler.enter(re);
        if (state.result === void 0) {
          stack.push({
            re,
            state,
            i: 0
          });
          re = re.subs[0];
          continue;
        }
        result = state.result;
      }
      for (; ; ) {
        if (stack.length === 0) return result;
        const frame = stack[stack.length - 1];
        handler.child(frame.re, frame.state, result, frame.i);
        frame.i++;
        if (frame.state.result === void 0 && frame.i < frame.re.subs.length) {
          re = frame.re.subs[frame.i];
          break;
        }
        stack.pop();
        result = frame.state.result !== void 0 ? frame.state.result : handler.leave(frame.re, frame.state);
      }
    }
  }
};
var AhoCorasick = class {
  constructor(words, alphabetSize) {
    const edges = /* @__PURE__ */ new Map();
    const parent = [0];
    const unit = [0];
    const depth = [0];
    const terminal = [0];
    for (const word of words) {
      let node = 0;
      for (let i = 0; i < word.length; i++) {
        const key = node * alphabetSize + word[i];
        let child = edges.get(key);
        if (child === void 0) {
          child = parent.length;
          edges.set(key, child);
          parent.push(node);
          unit.push(word[i]);
          depth.push(depth[node] + 1);
          terminal.push(0);
        }
        node = child;
      }
      terminal[node] = 1;
    }
    const numNodes = parent.length;
    const children = new Int32Array(numNodes - 1);
    for (let c = 1; c < numNodes; c++) children[c - 1] = c;
    children.sort((a, b) => parent[a] - parent[b] || unit[a] - unit[b]);
    const childStart = new Int32Array(numNodes + 1);
    for (let c = 1; c < numNodes; c++) childStart[parent[c] + 1]++;
    for (let n = 0; n < numNodes; n++) childStart[n + 1] += childStart[n];
    const childUnit = new Int32Array(numNodes - 1);
    for (let k = 0; k < children.length; k++) childUnit[k] = unit[children[k]];
    this.childStart = childStart;
    this.childUnit = childUnit;
    this.childNode = children;
    const byDepth = new Int32Array(numNodes);
    for (let n = 0; n < numNodes; n++) byDepth[n] = n;
    byDepth.sort((a, b) => depth[a] - depth[b]);
    const fail = new Int32Array(numNodes);
    const match = Uint8Array.from(terminal);
    for (let k = 1; k < numNodes; k++) {
      const c = byDepth[k];
      const p = parent[c];
      if (p !== 0) {
        let f = fail[p];
        let next = this.next(f, unit[c]);
        while (next < 0 && f !== 0) {
          f = fail[f];
          next = this.next(f, unit[c]);
        }
        fail[c] = next >= 0 ? next : 0;
      }
      match[c] |= match[fail[c]];
    }
    this.fail = fail;
    this.match = match;
  }
  next(node, u) {
    let lo = this.childStart[node];
    let hi = this.childStart[node + 1];
    const units = this.childUnit;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      const m = units[mid];
      if (m === u) return this.childNode[mid];
      if (m < u) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }
  advance(node, u) {
    for (; ; ) {
      const next = this.next(node, u);
      if (next >= 0) return next;
      if (node === 0) return 0;
      node = this.fail[node];
    }
  }
  searchUTF16(charSeq, start, end) {
    let node = 0;
    for (let i = start; i < end; i++) {
      node = this.advance(node, charSeq.charCodeAt(i));
      if (this.match[node] === 1) return true;
    }
    return false;
  }
  searchUTF8(bytes, start, end) {
    let node = 0;
    for (let i = start; i < end; i++) {
      node = this.advance(node, bytes[i]);
      if (this.match[node] === 1) return true;
    }
    return false;
  }
};
var Prefilter = class Prefilter2 {
  static Type = {
    NONE: 0,
    EXACT: 1,
    AND: 2,
    OR: 3
  };
  static MAX_SCANS = 32;
  static MAX_AC_UNITS = 1 << 18;
  constructor(type) {
    this.type = type;
    this.subs = [];
    this.str = "";
    this.bytes = null;
    this.cost = type === Prefilter2.Type.EXACT ? 1 : 0;
    this.allExact = false;
    this.ac16 = null;
    this.ac8 = null;
  }
  automaton16() {
    if (this.ac16 === null) {
      const words = this.subs.map((s) => {
        const arr = new Array(s.str.length);
        for (let i = 0; i < s.str.length; i++) arr[i] = s.str.charCodeAt(i);
        return arr;
      });
      this.ac16 = new AhoCorasick(words, 65536);
    }
    return this.ac16;
  }
  automaton8() {
    if (this.ac8 === null) this.ac8 = new AhoCorasick(this.subs.map((s) => s.bytes), 256);
    return this.ac8;
  }
  eval(input, pos) {
    switch (this.type) {
      case Prefilter2.Type.NONE:
        return true;
      case Prefilter2.Type.EXACT:
        return input.hasString(this, pos);
      case Prefilter2.Type.AND:
        for (let i = 0; i < this.subs.length; i++) if (!this.subs[i].eval(input, pos)) return false;
        return true;
      case Prefilter2.Type.OR:
        if (this.allExact) return input.hasAnyString(this, pos);
        for (let i = 0; i < this.subs.length; i++) if (this.subs[i].eval(input, pos)) return true;
        return false;
      default:
        return true;
    }
  }
};
var PrefilterTree = class PrefilterTree2 {
  static build(re) {
    if (!re) return new Prefilter(Prefilter.Type.NONE);
    return RegexpWalker.walk(re, PrefilterTree2.WALKER);
  }
  static WALKER = {
    leaf: (re) => PrefilterTree2.leaf(re),
    enter: (re) => PrefilterTree2.enter(re),
    child: (re, state, result) => PrefilterTree2.child(re, state, result),
    leave: (re, state) => PrefilterTree2.leave(re, state)
  };
  static leaf(re) {
    if (re.op !== Regexp.Op.LITERAL) return new Prefilter(Prefilter.Type.NONE);
    if (re.runes.length === 0 || (re.flags & RE2Flags.FOLD_CASE) !== 0) return new Prefilter(Prefilter.Type.NONE);
    let str = "";
    for (let i = 0; i < re.runes.length; i++) {
      if (Unicode.isUnsearchable(re.runes[i])) return new Prefilter(Prefilter.Type.NONE);
      str += String.fromCodePoint(re.runes[i]);
    }
    const pf = new Prefilter(Prefilter.Type.EXACT);
    pf.str = str;
    pf.bytes = Utils.stringToUtf8ByteArray(pf.str);
    return pf;
  }
  static enter(re) {
    switch (re.op) {
      case Regexp.Op.CAPTURE:
      case Regexp.Op.PLUS:
        return { sub: null };
      case Regexp.Op.REPEAT:
        if (re.min >= 1) return { sub: null };
        return { result: new Prefilter(Prefilter.Type.NONE) };
      case Regexp.Op.CONCAT:
        return {
          pf: new Prefilter(Prefilter.Type.AND),
          subs: []
        };
      case Regexp.Op.ALTERNATE:
        return {
          pf: new Prefilter(Prefilter.Type.OR),
          subs: []
        };
      default:
        return { result: new Prefilter(Prefilter.Type.NONE) };
    }
  }
  static child(re, state, s) {
    if (state.subs === void 0) {
      state.sub = s;
      return;
    }
    if (state.pf.type === Prefilter.Type.AND) {
      if (s.type === Prefilter.Type.NONE) return;
      if (s.type === Prefilter.Type.AND) {
        for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
        return;
      }
      state.subs.push(s);
      return;
    }
    if (s.type === Prefilter.Type.NONE) {
      state.result = new Prefilter(Prefilter.Type.NONE);
      return;
    }
    if (s.type === Prefilter.Type.OR) {
      for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
      return;
    }
    state.subs.push(s);
  }
  static leave(re, state) {
    if (state.subs === void 0) return state.sub;
    const pf = state.pf;
    const seen = /* @__PURE__ */ new Set();
    const subs = [];
    for (const sub of state.subs) {
      if (sub.type === Prefilter.Type.EXACT) {
        if (seen.has(sub.str)) continue;
        seen.add(sub.str);
      }
      subs.push(sub);
    }
    if (pf.type === Prefilter.Type.AND) {
      const kept = [];
      let cost2 = 0;
      for (const sub of subs) {
        if (cost2 + sub.cost > Prefilter.MAX_SCANS) continue;
        kept.push(sub);
        cost2 += sub.cost;
      }
      if (kept.length === 0) return new Prefilter(Prefilter.Type.NONE);
      if (kept.length === 1) return kept[0];
      pf.subs = kept;
      pf.cost = cost2;
      return pf;
    }
    if (subs.length === 0) return new Prefilter(Prefilter.Type.NONE);
    if (subs.length === 1) return subs[0];
    pf.subs = subs;
    let allExact = true;
    let cost = 0;
    let units = 0;
    for (const sub of subs) {
      if (sub.type !== Prefilter.Type.EXACT) allExact = false;
      else units += sub.bytes.length;
      cost += sub.cost;
    }
    if (allExact) {
      if (units > Prefilter.MAX_AC_UNITS) return new Prefilter(Prefilter.Type.NONE);
      pf.allExact = true;
      pf.cost = 1;
      return pf;
    }
    if (cost > Prefilter.MAX_SCANS) return new Prefilter(Prefilter.Type.NONE);
    pf.cost = cost;
    return pf;
  }
};
var PatchList = class {
  /**
  * @param {number} head - Encoded pointer to the start of the patch list.
  * @param {number} tail - Encoded pointer to the end of the patch list.
  */
  constructor(head = 0, tail = 0) {
    this.head = head;
    this.tail = tail;
  }
};
var Prog = class {
  constructor() {
    this.inst = [];
    this.start = 0;
    this.numCap = 2;
    this.lbStarts = [];
    this.numLb = 0;
    this.lbInst = null;
  }
  getInst(pc) {
    return this.inst[pc];
  }
  numInst() {
    return this.inst.length;
  }
  addInst(op) {
    this.inst.push(new Inst(op));
  }
  markLookbehindInsts() {
    const lbInst = new Uint8Array(this.inst.length);
    const pending = this.lbStarts.slice();
    while (pending.length > 0) {
      const pc = pending.pop();
      if (pc === 0 || lbInst[pc] === 1) continue;
      lbInst[pc] = 1;
      const i = this.inst[pc];
      switch (i.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          pending.push(i.out, i.arg);
          break;
        case Inst.MATCH:
        case Inst.FAIL:
          break;
        default:
          pending.push(i.out);
      }
    }
    this.lbInst = lbInst;
  }
  skipNop(pc) {
    let i = this.inst[pc];
    while (i.op === Inst.NOP || i.op === Inst.CAPTURE) {
      i = this.inst[pc];
      pc = i.out;
    }
    return i;
  }
  /** @returns {[boolean, string]} */
  prefix() {
    let prefix = "";
    let i = this.skipNop(this.start);
    if (!Inst.isRuneOp(i.op) || i.runes.length !== 1) return [i.op === Inst.MATCH, prefix];
    while (Inst.isRuneOp(i.op) && i.runes.length === 1 && (i.arg & RE2Flags.FOLD_CASE) === 0 && !Unicode.isUnsearchable(i.runes[0])) {
      prefix += String.fromCodePoint(i.runes[0]);
      i = this.skipNop(i.out);
    }
    return [i.op === Inst.MATCH, prefix];
  }
  startCond() {
    let flag = 0;
    let pc = this.start;
    loop: for (; ; ) {
      const i = this.inst[pc];
      switch (i.op) {
        case Inst.EMPTY_WIDTH:
          flag |= i.arg;
          break;
        case Inst.FAIL:
          return -1;
        case Inst.CAPTURE:
        case Inst.NOP:
          break;
        default:
          break loop;
      }
      pc = i.out;
    }
    return flag;
  }
  patch(l, val) {
    let head = l.head;
    while (head !== 0) {
      const i = this.inst[head >> 1];
      if ((head & 1) === 0) {
        head = i.out;
        i.out = val;
      } else {
        head = i.arg;
        i.arg = val;
      }
    }
  }
  append(l1, l2) {
    if (l1.head === 0) return l2;
    if (l2.head === 0) return l1;
    const i = this.inst[l1.tail >> 1];
    if ((l1.tail & 1) === 0) i.out = l2.head;
    else i.arg = l2.head;
    return new PatchList(l1.head, l2.tail);
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    let out = "";
    for (let pc = 0; pc < this.inst.length; pc++) {
      const len = out.length;
      out += pc;
      if (pc === this.start) out += "*";
      out += "        ".substring(out.length - len);
      out += this.inst[pc];
      out += "\n";
    }
    return out;
  }
};
var ANY_RUNE_NOT_NL = new Int32Array([
  0,
  Codepoint.CODES["\n"] - 1,
  Codepoint.CODES["\n"] + 1,
  Unicode.MAX_RUNE
]);
var ANY_RUNE = new Int32Array([0, Unicode.MAX_RUNE]);
var Frag = class {
  constructor(i = 0, out = new PatchList(), nullable = false) {
    this.i = i;
    this.out = out;
    this.nullable = nullable;
  }
};
var Compiler = class Compiler2 {
  static compileRegexp(re) {
    const c = new Compiler2();
    const f = c.compile(re);
    c.prog.patch(f.out, c.newInst(Inst.MATCH).i);
    c.prog.start = f.i;
    c.prog.markLookbehindInsts();
    return c.prog;
  }
  static compileSet(regexps) {
    const c = new Compiler2();
    if (regexps.length === 0) {
      c.prog.start = c.newInst(Inst.FAIL).i;
      c.prog.markLookbehindInsts();
      return c.prog;
    }
    let starts = [];
    for (let i = 0; i < regexps.length; i++) {
      c.lbOffset = c.prog.numLb;
      const f = c.compile(regexps[i]);
      const m = c.newInst(Inst.MATCH);
      c.prog.getInst(m.i).arg = i;
      c.prog.patch(f.out, m.i);
      starts.push(f.i);
    }
    let start = starts[0];
    for (let i = 1; i < starts.length; i++) {
      const f = c.newInst(Inst.ALT);
      const inst = c.prog.getInst(f.i);
      inst.out = start;
      inst.arg = starts[i];
      start = f.i;
    }
    c.prog.start = start;
    c.prog.markLookbehindInsts();
    return c.prog;
  }
  constructor() {
    this.prog = new Prog();
    this.newInst(Inst.FAIL);
    this.lbOffset = 0;
    this.runeCache = /* @__PURE__ */ new Map();
    this.walker = {
      leaf: (re) => this.leaf(re),
      enter: (re) => this.enter(re),
      child: (re, state, result) => this.child(re, state, result),
      leave: (re, state) => this.leave(re, state)
    };
  }
  newInst(op) {
    this.prog.addInst(op);
    return new Frag(this.prog.numInst() - 1, new PatchList(), true);
  }
  nop() {
    const f = this.newInst(Inst.NOP);
    f.out = new PatchList(f.i << 1, f.i << 1);
    return f;
  }
  fail() {
    return new Frag();
  }
  cap(arg) {
    const f = this.newInst(Inst.CAPTURE);
    f.out = new PatchList(f.i << 1, f.i << 1);
    this.prog.getInst(f.i).arg = arg;
    if (this.prog.numCap < arg + 1) this.prog.numCap = arg + 1;
    return f;
  }
  cat(f1, f2) {
    if (f1.i === 0 || f2.i === 0) {
      this.prog.patch(f1.out, 0);
      this.prog.patch(f2.out, 0);
      return this.fail();
    }
    this.prog.patch(f1.out, f2.i);
    return new Frag(f1.i, f2.out, f1.nullable && f2.nullable);
  }
  alt(f1, f2) {
    if (f1.i === 0) return f2;
    if (f2.i === 0) return f1;
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    i.out = f1.i;
    i.arg = f2.i;
    f.out = this.prog.append(f1.out, f2.out);
    f.nullable = f1.nullable || f2.nullable;
    return f;
  }
  loop(f1, nongreedy) {
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    if (nongreedy) {
      i.arg = f1.i;
      f.out = new PatchList(f.i << 1, f.i << 1);
    } else {
      i.out = f1.i;
      f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
    }
    this.prog.patch(f1.out, f.i);
    return f;
  }
  quest(f1, nongreedy) {
    if (f1.i === 0) return this.nop();
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    if (nongreedy) {
      i.arg = f1.i;
      f.out = new PatchList(f.i << 1, f.i << 1);
    } else {
      i.out = f1.i;
      f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
    }
    f.out = this.prog.append(f.out, f1.out);
    return f;
  }
  star(f1, nongreedy) {
    if (f1.i === 0) return this.nop();
    if (f1.nullable) return this.quest(this.plus(f1, nongreedy), nongreedy);
    return this.loop(f1, nongreedy);
  }
  plus(f1, nongreedy) {
    if (f1.i === 0) return this.fail();
    return new Frag(f1.i, this.loop(f1, nongreedy).out, f1.nullable);
  }
  empty(op) {
    const f = this.newInst(Inst.EMPTY_WIDTH);
    this.prog.getInst(f.i).arg = op;
    f.out = new PatchList(f.i << 1, f.i << 1);
    return f;
  }
  rune(runes, flags) {
    const f = this.newInst(Inst.RUNE);
    f.nullable = false;
    const i = this.prog.getInst(f.i);
    i.runes = runes;
    flags &= RE2Flags.FOLD_CASE;
    if (runes.length !== 1 || Unicode.simpleFold(runes[0]) === runes[0]) flags &= ~RE2Flags.FOLD_CASE;
    i.arg = flags;
    f.out = new PatchList(f.i << 1, f.i << 1);
    if ((flags & RE2Flags.FOLD_CASE) === 0 && runes.length === 1 || runes.length === 2 && runes[0] === runes[1]) i.op = Inst.RUNE1;
    else if (runes.length === 2 && runes[0] === 0 && runes[1] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY;
    else if (runes.length === 4 && runes[0] === 0 && runes[1] === Codepoint.CODES["\n"] - 1 && runes[2] === Codepoint.CODES["\n"] + 1 && runes[3] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY_NOT_NL;
    return f;
  }
  lookBehind(a, parsedLb) {
    const lb = Math.sign(parsedLb) * (Math.abs(parsedLb) + this.lbOffset);
    const id = this.newInst(Inst.LB_WRITE);
    this.prog.getInst(id.i).arg = lb;
    const any = this.rune(ANY_RUNE, 0);
    const dotStar = this.star(any, true);
    const lbAutomaton = this.cat(dotStar, a);
    this.prog.patch(lbAutomaton.out, id.i);
    const checkId = this.newInst(Inst.LB_CHECK);
    this.prog.getInst(checkId.i).arg = lb;
    this.prog.lbStarts.push(lbAutomaton.i);
    if (Math.abs(lb) > this.prog.numLb) this.prog.numLb = Math.abs(lb);
    checkId.out = new PatchList(checkId.i << 1, checkId.i << 1);
    return checkId;
  }
  compile(re) {
    return RegexpWalker.walk(re, this.walker);
  }
  leaf(re) {
    switch (re.op) {
      case Regexp.Op.NO_MATCH:
        return this.fail();
      case Regexp.Op.EMPTY_MATCH:
        return this.nop();
      case Regexp.Op.LITERAL: {
        if (re.runes.length === 0) return this.nop();
        let f = null;
        for (let r of re.runes) {
          let singleRune = this.runeCache.get(r);
          if (singleRune === void 0) {
            singleRune = new Int32Array([r]);
            this.runeCache.set(r, singleRune);
          }
          const f1 = this.rune(singleRune, re.flags);
          f = f === null ? f1 : this.cat(f, f1);
        }
        return f;
      }
      case Regexp.Op.CHAR_CLASS:
        return this.rune(re.runes, re.flags);
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return this.rune(ANY_RUNE_NOT_NL, 0);
      case Regexp.Op.ANY_CHAR:
        return this.rune(ANY_RUNE, 0);
      case Regexp.Op.BEGIN_LINE:
        return this.empty(Utils.EMPTY_BEGIN_LINE);
      case Regexp.Op.END_LINE:
        return this.empty(Utils.EMPTY_END_LINE);
      case Regexp.Op.BEGIN_TEXT:
        return this.empty(Utils.EMPTY_BEGIN_TEXT);
      case Regexp.Op.END_TEXT:
        return this.empty(Utils.EMPTY_END_TEXT);
      case Regexp.Op.WORD_BOUNDARY:
        return this.empty(Utils.EMPTY_WORD_BOUNDARY);
      case Regexp.Op.NO_WORD_BOUNDARY:
        return this.empty(Utils.EMPTY_NO_WORD_BOUNDARY);
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return this.nop();
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
  enter(re) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return { sub: null };
      case Regexp.Op.CAPTURE:
        return {
          bra: this.cap(re.cap << 1),
          sub: null
        };
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return { f: null };
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
  child(re, state, f1) {
    if (re.op === Regexp.Op.CONCAT) state.f = state.f === null ? f1 : this.cat(state.f, f1);
    else if (re.op === Regexp.Op.ALTERNATE) state.f = state.f === null ? f1 : this.alt(state.f, f1);
    else state.sub = f1;
  }
  leave(re, state) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
        return this.lookBehind(state.sub, re.lb);
      case Regexp.Op.CAPTURE: {
        const ket = this.cap(re.cap << 1 | 1);
        return this.cat(this.cat(state.bra, state.sub), ket);
      }
      case Regexp.Op.STAR:
        return this.star(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.PLUS:
        return this.plus(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.QUEST:
        return this.quest(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return state.f;
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
};
var Simplify = class Simplify2 {
  static simplify(re) {
    if (re === null) return null;
    return RegexpWalker.walk(re, Simplify2.WALKER);
  }
  static WALKER = {
    leaf: (re) => Simplify2.leaf(re),
    enter: (re) => Simplify2.enter(re),
    child: (re, state, result, i) => Simplify2.child(re, state, result, i),
    leave: (re, state) => Simplify2.leave(re, state)
  };
  static leaf(re) {
    if (re.op === Regexp.Op.CHAR_CLASS) {
      if (re.runes === null) return re;
      if (re.runes.length === 0) return new Regexp(Regexp.Op.NO_MATCH);
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR);
      if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR_NOT_NL);
    }
    return re;
  }
  static enter(re) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE:
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return { sub: null };
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return {
          subs: [],
          changed: false
        };
      case Regexp.Op.REPEAT:
        if (re.min === 0 && re.max === 0) return { result: new Regexp(Regexp.Op.EMPTY_MATCH) };
        return { sub: null };
      default:
        return { result: re };
    }
  }
  static child(re, state, nsub, i) {
    if (state.subs === void 0) {
      state.sub = nsub;
      return;
    }
    if (nsub !== re.subs[i]) state.changed = true;
    if (re.op === Regexp.Op.CONCAT) {
      if (nsub.op === Regexp.Op.NO_MATCH) {
        state.result = new Regexp(Regexp.Op.NO_MATCH);
        return;
      }
      if (nsub.op === Regexp.Op.EMPTY_MATCH) {
        state.changed = true;
        return;
      }
      if (nsub.op === Regexp.Op.CONCAT) {
        state.changed = true;
        for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
        return;
      }
    } else {
      if (nsub.op === Regexp.Op.NO_MATCH) {
        state.changed = true;
        return;
      }
      if (nsub.op === Regexp.Op.ALTERNATE) {
        state.changed = true;
        for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
        return;
      }
    }
    state.subs.push(nsub);
  }
  static leave(re, state) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE: {
        const sub = state.sub;
        if (sub !== re.subs[0]) {
          const nre = Regexp.fromRegexp(re);
          nre.runes = /* @__PURE__ */ new Int32Array(0);
          nre.subs = [sub];
          return nre;
        }
        return re;
      }
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        if (state.changed) {
          const newSubs = state.subs;
          if (newSubs.length === 0) return new Regexp(re.op === Regexp.Op.CONCAT ? Regexp.Op.EMPTY_MATCH : Regexp.Op.NO_MATCH);
          if (newSubs.length === 1) return newSubs[0];
          const nre = Regexp.fromRegexp(re);
          nre.runes = /* @__PURE__ */ new Int32Array(0);
          nre.subs = newSubs;
          return nre;
        }
        return re;
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return Simplify2.simplify1(re.op, re.flags, state.sub, re);
      case Regexp.Op.REPEAT:
        return Simplify2.simplifyRepeat(re, state.sub);
      default:
        return re;
    }
  }
  static simplifyRepeat(re, sub) {
    if (re.max === -1) {
      if (re.min === 0) return Simplify2.simplify1(Regexp.Op.STAR, re.flags, sub, null);
      if (re.min === 1) return Simplify2.simplify1(Regexp.Op.PLUS, re.flags, sub, null);
      const subs = [];
      for (let i = 0; i < re.min - 1; i++) subs.push(sub);
      subs.push(Simplify2.simplify1(Regexp.Op.PLUS, re.flags, sub, null));
      return Simplify2.concat(subs);
    }
    if (re.min === 1 && re.max === 1) return sub;
    let prefixSubs = null;
    if (re.min > 0) {
      prefixSubs = [];
      for (let i = 0; i < re.min; i++) prefixSubs.push(sub);
    }
    if (re.max > re.min) {
      let suffix = Simplify2.simplify1(Regexp.Op.QUEST, re.flags, sub, null);
      for (let i = re.min + 1; i < re.max; i++) suffix = Simplify2.simplify1(Regexp.Op.QUEST, re.flags, Simplify2.concat([sub, suffix]), null);
      if (prefixSubs === null) return suffix;
      prefixSubs.push(suffix);
    }
    if (prefixSubs !== null) return Simplify2.concat(prefixSubs);
    return new Regexp(Regexp.Op.NO_MATCH);
  }
  static concat(subs) {
    const newSubs = [];
    for (let i = 0; i < subs.length; i++) {
      const sub = subs[i];
      if (sub.op === Regexp.Op.NO_MATCH) return new Regexp(Regexp.Op.NO_MATCH);
      if (sub.op === Regexp.Op.EMPTY_MATCH) continue;
      if (sub.op === Regexp.Op.CONCAT) {
        for (let j = 0; j < sub.subs.length; j++) newSubs.push(sub.subs[j]);
        continue;
      }
      newSubs.push(sub);
    }
    if (newSubs.length === 0) return new Regexp(Regexp.Op.EMPTY_MATCH);
    if (newSubs.length === 1) return newSubs[0];
    const nre = new Regexp(Regexp.Op.CONCAT);
    nre.subs = newSubs;
    return nre;
  }
  static simplify1(op, flags, sub, re) {
    if (sub.op === Regexp.Op.EMPTY_MATCH) return sub;
    if (sub.op === Regexp.Op.NO_MATCH) {
      if (op === Regexp.Op.PLUS) return sub;
      return new Regexp(Regexp.Op.EMPTY_MATCH);
    }
    if (op === sub.op && (flags & RE2Flags.NON_GREEDY) === (sub.flags & RE2Flags.NON_GREEDY)) return sub;
    if (re !== null && re.op === op && (re.flags & RE2Flags.NON_GREEDY) === (flags & RE2Flags.NON_GREEDY) && sub === re.subs[0]) return re;
    const nre = new Regexp(op);
    nre.flags = flags;
    nre.subs = [sub];
    return nre;
  }
};
var CharGroup = class {
  constructor(sign, cls) {
    this.sign = sign;
    this.cls = cls;
  }
};
var code1 = [48, 57];
var code2 = [
  9,
  10,
  12,
  13,
  32,
  32
];
var code3 = [
  48,
  57,
  65,
  90,
  95,
  95,
  97,
  122
];
var PERL_GROUPS = /* @__PURE__ */ new Map([
  ["\\d", new CharGroup(1, code1)],
  ["\\D", new CharGroup(-1, code1)],
  ["\\s", new CharGroup(1, code2)],
  ["\\S", new CharGroup(-1, code2)],
  ["\\w", new CharGroup(1, code3)],
  ["\\W", new CharGroup(-1, code3)]
]);
var code4 = [
  48,
  57,
  65,
  90,
  97,
  122
];
var code5 = [
  65,
  90,
  97,
  122
];
var code6 = [0, 127];
var code7 = [
  9,
  9,
  32,
  32
];
var code8 = [
  0,
  31,
  127,
  127
];
var code9 = [48, 57];
var code10 = [33, 126];
var code11 = [97, 122];
var code12 = [32, 126];
var code13 = [
  33,
  47,
  58,
  64,
  91,
  96,
  123,
  126
];
var code14 = [
  9,
  13,
  32,
  32
];
var code15 = [65, 90];
var code16 = [
  48,
  57,
  65,
  90,
  95,
  95,
  97,
  122
];
var code17 = [
  48,
  57,
  65,
  70,
  97,
  102
];
var POSIX_GROUPS = /* @__PURE__ */ new Map([
  ["[:alnum:]", new CharGroup(1, code4)],
  ["[:^alnum:]", new CharGroup(-1, code4)],
  ["[:alpha:]", new CharGroup(1, code5)],
  ["[:^alpha:]", new CharGroup(-1, code5)],
  ["[:ascii:]", new CharGroup(1, code6)],
  ["[:^ascii:]", new CharGroup(-1, code6)],
  ["[:blank:]", new CharGroup(1, code7)],
  ["[:^blank:]", new CharGroup(-1, code7)],
  ["[:cntrl:]", new CharGroup(1, code8)],
  ["[:^cntrl:]", new CharGroup(-1, code8)],
  ["[:digit:]", new CharGroup(1, code9)],
  ["[:^digit:]", new CharGroup(-1, code9)],
  ["[:graph:]", new CharGroup(1, code10)],
  ["[:^graph:]", new CharGroup(-1, code10)],
  ["[:lower:]", new CharGroup(1, code11)],
  ["[:^lower:]", new CharGroup(-1, code11)],
  ["[:print:]", new CharGroup(1, code12)],
  ["[:^print:]", new CharGroup(-1, code12)],
  ["[:punct:]", new CharGroup(1, code13)],
  ["[:^punct:]", new CharGroup(-1, code13)],
  ["[:space:]", new CharGroup(1, code14)],
  ["[:^space:]", new CharGroup(-1, code14)],
  ["[:upper:]", new CharGroup(1, code15)],
  ["[:^upper:]", new CharGroup(-1, code15)],
  ["[:word:]", new CharGroup(1, code16)],
  ["[:^word:]", new CharGroup(-1, code16)],
  ["[:xdigit:]", new CharGroup(1, code17)],
  ["[:^xdigit:]", new CharGroup(-1, code17)]
]);
var CharClass = class CharClass2 {
  static charClassToString(r, len) {
    let result = "[";
    for (let i = 0; i < len; i += 2) {
      if (i > 0) result += " ";
      const lo = r[i];
      const hi = r[i + 1];
      if (lo === hi) result += `0x${lo.toString(16)}`;
      else result += `0x${lo.toString(16)}-0x${hi.toString(16)}`;
    }
    result += "]";
    return result;
  }
  static sortRanges(array, len) {
    const n = len >> 1;
    const order = new Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => array[2 * a] - array[2 * b] || array[2 * b + 1] - array[2 * a + 1]);
    const sorted = array.slice(0, len);
    for (let i = 0; i < n; i++) {
      array[2 * i] = sorted[2 * order[i]];
      array[2 * i + 1] = sorted[2 * order[i] + 1];
    }
  }
  /**
  * @param {number[]|Int32Array} [r]
  */
  constructor(r = Utils.emptyInts()) {
    this.r = r;
    this.len = r.length;
  }
  toArray() {
    if (this.r instanceof Int32Array) return this.len === this.r.length ? this.r : this.r.subarray(0, this.len);
    return new Int32Array(this.len === this.r.length ? this.r : this.r.slice(0, this.len));
  }
  toGrowableArray() {
    if (Array.isArray(this.r)) {
      this.r.length = this.len;
      return this.r;
    }
    return Array.from(this.r.subarray(0, this.len));
  }
  cleanClass() {
    if (this.len < 4) return this;
    CharClass2.sortRanges(this.r, this.len);
    let w = 2;
    for (let i = 2; i < this.len; i += 2) {
      const lo = this.r[i];
      const hi = this.r[i + 1];
      if (lo <= this.r[w - 1] + 1) {
        if (hi > this.r[w - 1]) this.r[w - 1] = hi;
        continue;
      }
      this.r[w] = lo;
      this.r[w + 1] = hi;
      w += 2;
    }
    this.len = w;
    return this;
  }
  appendLiteral(x, flags) {
    return (flags & RE2Flags.FOLD_CASE) !== 0 ? this.appendFoldedRange(x, x) : this.appendRange(x, x);
  }
  appendRange(lo, hi) {
    if (this.len > 0) {
      for (let i = 2; i <= 4; i += 2) if (this.len >= i) {
        const rlo = this.r[this.len - i];
        const rhi = this.r[this.len - i + 1];
        if (lo <= rhi + 1 && rlo <= hi + 1) {
          if (lo < rlo) this.r[this.len - i] = lo;
          if (hi > rhi) this.r[this.len - i + 1] = hi;
          return this;
        }
      }
    }
    this.r[this.len++] = lo;
    this.r[this.len++] = hi;
    return this;
  }
  appendFoldedRange(lo, hi) {
    if (lo <= Unicode.MIN_FOLD && hi >= Unicode.MAX_FOLD) return this.appendRange(lo, hi);
    if (hi < Unicode.MIN_FOLD || lo > Unicode.MAX_FOLD) return this.appendRange(lo, hi);
    if (lo < Unicode.MIN_FOLD) {
      this.appendRange(lo, Unicode.MIN_FOLD - 1);
      lo = Unicode.MIN_FOLD;
    }
    if (hi > Unicode.MAX_FOLD) {
      this.appendRange(Unicode.MAX_FOLD + 1, hi);
      hi = Unicode.MAX_FOLD;
    }
    for (let c = lo; c <= hi; c++) {
      this.appendRange(c, c);
      for (let f = Unicode.simpleFold(c); f !== c; f = Unicode.simpleFold(f)) this.appendRange(f, f);
    }
    return this;
  }
  appendClass(x) {
    for (let i = 0; i < x.length; i += 2) this.appendRange(x[i], x[i + 1]);
    return this;
  }
  appendFoldedClass(x) {
    for (let i = 0; i < x.length; i += 2) this.appendFoldedRange(x[i], x[i + 1]);
    return this;
  }
  appendNegatedClass(x) {
    let nextLo = 0;
    for (let i = 0; i < x.length; i += 2) {
      const lo = x[i];
      const hi = x[i + 1];
      if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
      nextLo = hi + 1;
    }
    if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
    return this;
  }
  appendTable(table) {
    for (let i = 0; i < table.length; ++i) {
      const lo = table.getLo(i);
      const hi = table.getHi(i);
      const stride = table.getStride(i);
      if (stride === 1) {
        this.appendRange(lo, hi);
        continue;
      }
      for (let c = lo; c <= hi; c += stride) this.appendRange(c, c);
    }
    return this;
  }
  appendNegatedTable(table) {
    let nextLo = 0;
    for (let i = 0; i < table.length; ++i) {
      const lo = table.getLo(i);
      const hi = table.getHi(i);
      const stride = table.getStride(i);
      if (stride === 1) {
        if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
        nextLo = hi + 1;
        continue;
      }
      for (let c = lo; c <= hi; c += stride) {
        if (nextLo <= c - 1) this.appendRange(nextLo, c - 1);
        nextLo = c + 1;
      }
    }
    if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
    return this;
  }
  appendTableWithSign(table, sign) {
    return sign < 0 ? this.appendNegatedTable(table) : this.appendTable(table);
  }
  negateClass() {
    let nextLo = 0;
    let w = 0;
    for (let i = 0; i < this.len; i += 2) {
      const lo = this.r[i];
      const hi = this.r[i + 1];
      if (nextLo <= lo - 1) {
        this.r[w] = nextLo;
        this.r[w + 1] = lo - 1;
        w += 2;
      }
      nextLo = hi + 1;
    }
    this.len = w;
    if (nextLo <= Unicode.MAX_RUNE) {
      this.r[this.len++] = nextLo;
      this.r[this.len++] = Unicode.MAX_RUNE;
    }
    return this;
  }
  appendClassWithSign(x, sign) {
    return sign < 0 ? this.appendNegatedClass(x) : this.appendClass(x);
  }
  appendGroup(g, foldCase) {
    let cls = g.cls;
    if (foldCase) cls = new CharClass2().appendFoldedClass(cls).cleanClass().toArray();
    return this.appendClassWithSign(cls, g.sign);
  }
  toString() {
    return CharClass2.charClassToString(this.r, this.len);
  }
};
var StringIterator = class {
  constructor(str) {
    this.str = str;
    this.position = 0;
  }
  pos() {
    return this.position;
  }
  rewindTo(pos) {
    this.position = pos;
  }
  more() {
    return this.position < this.str.length;
  }
  peek() {
    return this.str.codePointAt(this.position);
  }
  skip(n) {
    this.position += n;
  }
  skipString(s) {
    this.position += s.length;
  }
  pop() {
    const r = this.str.codePointAt(this.position);
    this.position += Utils.charCount(r);
    return r;
  }
  lookingAt(s) {
    return this.str.startsWith(s, this.position);
  }
  rest() {
    return this.str.substring(this.position);
  }
  from(beforePos) {
    return this.str.substring(beforePos, this.position);
  }
  toString() {
    return this.rest();
  }
};
var Parser = class Parser2 {
  static ERR_INTERNAL_ERROR = "regexp/syntax: internal error";
  static ERR_INVALID_CHAR_RANGE = "invalid character class range";
  static ERR_INVALID_ESCAPE = "invalid escape sequence";
  static ERR_INVALID_NAMED_CAPTURE = "invalid named capture";
  static ERR_INVALID_PERL_OP = "invalid or unsupported Perl syntax";
  static ERR_INVALID_REPEAT_OP = "invalid nested repetition operator";
  static ERR_INVALID_REPEAT_SIZE = "invalid repeat count";
  static ERR_MISSING_BRACKET = "missing closing ]";
  static ERR_MISSING_PAREN = "missing closing )";
  static ERR_MISSING_REPEAT_ARGUMENT = "missing argument to repetition operator";
  static ERR_TRAILING_BACKSLASH = "trailing backslash at end of expression";
  static ERR_DUPLICATE_NAMED_CAPTURE = "duplicate capture group name";
  static ERR_UNEXPECTED_PAREN = "unexpected )";
  static ERR_NESTING_DEPTH = "expression nests too deeply";
  static ERR_LARGE = "expression too large";
  static ERR_INVALID_CAPTURE_IN_LOOKBEHIND = "invalid capture in lookbehind";
  static MAX_HEIGHT = 1e3;
  static MAX_SIZE = 1398101;
  static MAX_RUNES = 33554432;
  static ANY_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    Unicode.MAX_RUNE,
    1
  ]));
  static ASCII_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    127,
    1
  ]));
  static ASCII_FOLD_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    127,
    1,
    383,
    383,
    1,
    8490,
    8490,
    1
  ]));
  static unicodeTable(name) {
    if (name === "Any") return {
      tab: Parser2.ANY_TABLE,
      fold: Parser2.ANY_TABLE,
      sign: 1
    };
    if (name === "Ascii") return {
      tab: Parser2.ASCII_TABLE,
      fold: Parser2.ASCII_FOLD_TABLE,
      sign: 1
    };
    if (name === "Assigned") return {
      tab: UnicodeTables.CATEGORIES.get("Cn"),
      fold: UnicodeTables.CATEGORIES.get("Cn"),
      sign: -1
    };
    if (name === "Lc") return {
      tab: UnicodeTables.CATEGORIES.get("LC"),
      fold: UnicodeTables.FOLD_CATEGORIES.get("LC"),
      sign: 1
    };
    if (UnicodeTables.CATEGORIES.has(name)) return {
      tab: UnicodeTables.CATEGORIES.get(name),
      fold: UnicodeTables.FOLD_CATEGORIES.get(name),
      sign: 1
    };
    if (UnicodeTables.SCRIPTS.has(name)) return {
      tab: UnicodeTables.SCRIPTS.get(name),
      fold: UnicodeTables.FOLD_SCRIPT.get(name),
      sign: 1
    };
    return null;
  }
  static minFoldRune(r) {
    if (r < Unicode.MIN_FOLD || r > Unicode.MAX_FOLD) return r;
    let min = r;
    const r0 = r;
    for (r = Unicode.simpleFold(r); r !== r0; r = Unicode.simpleFold(r)) if (min > r) min = r;
    return min;
  }
  static leadingRegexp(re) {
    if (re.op === Regexp.Op.EMPTY_MATCH) return null;
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      const sub = re.subs[0];
      if (sub.op === Regexp.Op.EMPTY_MATCH) return null;
      return sub;
    }
    return re;
  }
  static literalRegexp(s, flags) {
    const re = new Regexp(Regexp.Op.LITERAL);
    re.flags = flags;
    re.runes = Utils.stringToRunes(s);
    return re;
  }
  /**
  * Parse regular expression pattern {@code pattern} with mode flags {@code flags}.
  * @param {string} pattern
  * @param {number} flags
  */
  static parse(pattern, flags) {
    return new Parser2(pattern, flags).parseInternal();
  }
  static parseRepeat(t) {
    const start = t.pos();
    if (!t.more() || !t.lookingAt("{")) return -1;
    t.skip(1);
    const min = Parser2.parseInt(t);
    if (min === -1) return -1;
    if (!t.more()) return -1;
    let max;
    if (!t.lookingAt(",")) max = min;
    else {
      t.skip(1);
      if (!t.more()) return -1;
      if (t.lookingAt("}")) max = -1;
      else if ((max = Parser2.parseInt(t)) === -1) return -1;
    }
    if (!t.more() || !t.lookingAt("}")) return -1;
    t.skip(1);
    if (min < 0 || min > 1e3 || max === -2 || max > 1e3 || max >= 0 && min > max) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_REPEAT_SIZE, t.from(start));
    return min << 16 | max & Unicode.MAX_BMP;
  }
  static isValidCaptureName(name) {
    if (name.length === 0) return false;
    for (let i = 0; i < name.length; i++) {
      const c = name.codePointAt(i);
      if (c !== Codepoint.CODES["_"] && !Utils.isalnum(c)) return false;
    }
    return true;
  }
  static parseInt(t) {
    const start = t.pos();
    while (t.more() && t.peek() >= Codepoint.CODES["0"] && t.peek() <= Codepoint.CODES["9"]) t.skip(1);
    const n = t.from(start);
    if (n.length === 0 || n.length > 1 && n.codePointAt(0) === Codepoint.CODES["0"]) return -1;
    if (n.length > 8) return -2;
    return parseInt(n, 10);
  }
  static isCharClass(re) {
    return re.op === Regexp.Op.LITERAL && re.runes.length === 1 || re.op === Regexp.Op.CHAR_CLASS || re.op === Regexp.Op.ANY_CHAR_NOT_NL || re.op === Regexp.Op.ANY_CHAR;
  }
  static matchRune(re, r) {
    switch (re.op) {
      case Regexp.Op.LITERAL:
        return re.runes.length === 1 && re.runes[0] === r;
      case Regexp.Op.CHAR_CLASS:
        for (let i = 0; i < re.runes.length; i += 2) if (re.runes[i] <= r && r <= re.runes[i + 1]) return true;
        return false;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return r !== Codepoint.CODES["\n"];
      case Regexp.Op.ANY_CHAR:
        return true;
    }
    return false;
  }
  static mergeCharClass(dst, src) {
    switch (dst.op) {
      case Regexp.Op.ANY_CHAR:
        break;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        if (Parser2.matchRune(src, Codepoint.CODES["\n"])) dst.op = Regexp.Op.ANY_CHAR;
        break;
      case Regexp.Op.CHAR_CLASS: {
        const cc = new CharClass(Array.isArray(dst.runes) ? dst.runes : Array.from(dst.runes));
        if (src.op === Regexp.Op.LITERAL) cc.appendLiteral(src.runes[0], src.flags);
        else cc.appendClass(src.runes);
        dst.runes = cc.toGrowableArray();
        break;
      }
      case Regexp.Op.LITERAL:
        if (src.runes[0] === dst.runes[0] && src.flags === dst.flags) break;
        dst.op = Regexp.Op.CHAR_CLASS;
        dst.runes = new CharClass().appendLiteral(dst.runes[0], dst.flags).appendLiteral(src.runes[0], src.flags).toGrowableArray();
    }
  }
  static parseEscape(t) {
    const startPos = t.pos();
    t.skip(1);
    if (!t.more()) throw new RE2JSSyntaxException(Parser2.ERR_TRAILING_BACKSLASH);
    let c = t.pop();
    bigswitch: switch (c) {
      case Codepoint.CODES["1"]:
      case Codepoint.CODES["2"]:
      case Codepoint.CODES["3"]:
      case Codepoint.CODES["4"]:
      case Codepoint.CODES["5"]:
      case Codepoint.CODES["6"]:
      case Codepoint.CODES["7"]:
        if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
      case Codepoint.CODES["0"]: {
        let r = c - Codepoint.CODES["0"];
        for (let i = 1; i < 3; i++) {
          if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
          r = r * 8 + t.peek() - Codepoint.CODES["0"];
          t.skip(1);
        }
        return r;
      }
      case Codepoint.CODES["x"]: {
        if (!t.more()) break;
        c = t.pop();
        if (c === Codepoint.CODES["{"]) {
          let nhex = 0;
          let r = 0;
          while (true) {
            if (!t.more()) break bigswitch;
            c = t.pop();
            if (c === Codepoint.CODES["}"]) break;
            const v = Utils.unhex(c);
            if (v < 0) break bigswitch;
            r = r * 16 + v;
            if (r > Unicode.MAX_RUNE) break bigswitch;
            nhex++;
          }
          if (nhex === 0) break bigswitch;
          return r;
        }
        const x = Utils.unhex(c);
        if (!t.more()) break;
        c = t.pop();
        const y = Utils.unhex(c);
        if (x < 0 || y < 0) break;
        return x * 16 + y;
      }
      case Codepoint.CODES["a"]:
        return Codepoint.CODES["\x07"];
      case Codepoint.CODES["f"]:
        return Codepoint.CODES["\f"];
      case Codepoint.CODES["n"]:
        return Codepoint.CODES["\n"];
      case Codepoint.CODES["r"]:
        return Codepoint.CODES["\r"];
      case Codepoint.CODES["t"]:
        return Codepoint.CODES["	"];
      case Codepoint.CODES["v"]:
        return Codepoint.CODES["\v"];
      default:
        if (c <= Unicode.MAX_ASCII && !Utils.isalnum(c)) return c;
    }
    throw new RE2JSSyntaxException(Parser2.ERR_INVALID_ESCAPE, t.from(startPos));
  }
  static parseClassChar(t, wholeClassPos) {
    if (!t.more()) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_BRACKET, t.from(wholeClassPos));
    if (t.lookingAt("\\")) return Parser2.parseEscape(t);
    return t.pop();
  }
  static hasCapture(re) {
    if (re === null) return false;
    if (re.op === Regexp.Op.CAPTURE) return true;
    if (re.subs) {
      for (let sub of re.subs) if (Parser2.hasCapture(sub)) return true;
    }
    return false;
  }
  constructor(wholeRegexp, flags = 0) {
    this.wholeRegexp = wholeRegexp;
    this.flags = flags;
    this.numCap = 0;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.stack = [];
    this.free = null;
    this.numRegexp = 0;
    this.numRunes = 0;
    this.repeats = 0;
    this.height = null;
    this.size = null;
    this.nlb = 0;
  }
  newRegexp(op) {
    let re = this.free;
    if (re !== null && re.subs !== null && re.subs.length > 0) {
      this.free = re.subs[0];
      re.reinit();
      re.op = op;
    } else {
      re = new Regexp(op);
      this.numRegexp += 1;
    }
    return re;
  }
  reuse(re) {
    if (this.height !== null && this.height.has(re)) this.height.delete(re);
    if (re.subs !== null && re.subs.length > 0) re.subs[0] = this.free;
    this.free = re;
  }
  checkLimits(re) {
    if (this.numRunes > Parser2.MAX_RUNES) throw new RE2JSSyntaxException(Parser2.ERR_LARGE);
    this.checkSize(re);
    this.checkHeight(re);
  }
  checkSize(re) {
    if (this.size === null) {
      if (this.repeats === 0) this.repeats = 1;
      if (re.op === Regexp.Op.REPEAT) {
        let n = re.max;
        if (n === -1) n = re.min;
        if (n <= 0) n = 1;
        if (n > Math.floor(Parser2.MAX_SIZE / this.repeats)) this.repeats = Parser2.MAX_SIZE;
        else this.repeats *= n;
      }
      if (this.numRegexp < Math.floor(Parser2.MAX_SIZE / this.repeats)) return;
      this.size = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) this.checkSize(reEx);
    }
    if (this.calcSize(re, true) > Parser2.MAX_SIZE) throw new RE2JSSyntaxException(Parser2.ERR_LARGE);
  }
  calcSize(re, force = false) {
    if (!force && this.size !== null) {
      if (this.size.has(re)) return this.size.get(re);
    }
    let size = 0;
    switch (re.op) {
      case Regexp.Op.LITERAL:
        size = re.runes.length;
        break;
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE:
      case Regexp.Op.STAR:
        size = 2 + this.calcSize(re.subs[0]);
        break;
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        size = 1 + this.calcSize(re.subs[0]);
        break;
      case Regexp.Op.CONCAT:
        for (let sub of re.subs) size = size + this.calcSize(sub);
        break;
      case Regexp.Op.ALTERNATE:
        for (let sub of re.subs) size = size + this.calcSize(sub);
        if (re.subs.length > 1) size = size + re.subs.length - 1;
        break;
      case Regexp.Op.REPEAT: {
        let sub = this.calcSize(re.subs[0]);
        if (re.max === -1) {
          if (re.min === 0) size = 2 + sub;
          else size = 1 + re.min * sub;
          break;
        }
        size = re.max * sub + (re.max - re.min);
        break;
      }
    }
    size = Math.max(1, size);
    if (this.size === null) this.size = /* @__PURE__ */ new Map();
    this.size.set(re, size);
    return size;
  }
  checkHeight(re) {
    if (this.numRegexp < Parser2.MAX_HEIGHT) return;
    if (this.height === null) {
      this.height = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) this.checkHeight(reEx);
    }
    if (this.calcHeight(re, true) > Parser2.MAX_HEIGHT) throw new RE2JSSyntaxException(Parser2.ERR_NESTING_DEPTH);
  }
  calcHeight(re, force = false) {
    if (!force && this.height !== null) {
      if (this.height.has(re)) return this.height.get(re);
    }
    let h = 1;
    for (let sub of re.subs) {
      const hsub = this.calcHeight(sub);
      if (h < 1 + hsub) h = 1 + hsub;
    }
    if (this.height === null) this.height = /* @__PURE__ */ new Map();
    this.height.set(re, h);
    return h;
  }
  pop() {
    return this.stack.pop();
  }
  popToPseudo() {
    const n = this.stack.length;
    let i = n;
    while (i > 0 && !Regexp.isPseudoOp(this.stack[i - 1].op)) i--;
    return this.stack.splice(i, n - i);
  }
  push(re) {
    this.numRunes += re.runes.length;
    if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] === re.runes[1]) {
      if (this.maybeConcat(re.runes[0], this.flags & ~RE2Flags.FOLD_CASE)) return null;
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags & ~RE2Flags.FOLD_CASE;
    } else if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 4 && re.runes[0] === re.runes[1] && re.runes[2] === re.runes[3] && Unicode.simpleFold(re.runes[0]) === re.runes[2] && Unicode.simpleFold(re.runes[2]) === re.runes[0] || re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] + 1 === re.runes[1] && Unicode.simpleFold(re.runes[0]) === re.runes[1] && Unicode.simpleFold(re.runes[1]) === re.runes[0]) {
      if (this.maybeConcat(re.runes[0], this.flags | RE2Flags.FOLD_CASE)) return null;
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags | RE2Flags.FOLD_CASE;
    } else this.maybeConcat(-1, 0);
    this.stack.push(re);
    this.checkLimits(re);
    return re;
  }
  maybeConcat(r, flags) {
    const n = this.stack.length;
    if (n < 2) return false;
    const re1 = this.stack[n - 1];
    const re2 = this.stack[n - 2];
    if (re1.op !== Regexp.Op.LITERAL || re2.op !== Regexp.Op.LITERAL || (re1.flags & RE2Flags.FOLD_CASE) !== (re2.flags & RE2Flags.FOLD_CASE)) return false;
    if (!Array.isArray(re2.runes)) re2.runes = Array.from(re2.runes);
    for (let i = 0; i < re1.runes.length; i++) re2.runes.push(re1.runes[i]);
    if (r >= 0) {
      re1.runes = [r];
      re1.flags = flags;
      return true;
    }
    this.pop();
    this.reuse(re1);
    return false;
  }
  newLiteral(r, flags) {
    const re = this.newRegexp(Regexp.Op.LITERAL);
    re.flags = flags;
    if ((flags & RE2Flags.FOLD_CASE) !== 0) r = Parser2.minFoldRune(r);
    re.runes = [r];
    return re;
  }
  literal(r) {
    this.push(this.newLiteral(r, this.flags));
  }
  op(op) {
    const re = this.newRegexp(op);
    re.flags = this.flags;
    return this.push(re);
  }
  repeat(op, min, max, beforePos, t, lastRepeatPos) {
    let flags = this.flags;
    if ((flags & RE2Flags.PERL_X) !== 0) {
      if (t.more() && t.lookingAt("?")) {
        t.skip(1);
        flags ^= RE2Flags.NON_GREEDY;
      }
      if (lastRepeatPos !== -1) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_REPEAT_OP, t.from(lastRepeatPos));
    }
    const n = this.stack.length;
    if (n === 0) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    const sub = this.stack[n - 1];
    if (Regexp.isPseudoOp(sub.op)) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    const re = this.newRegexp(op);
    re.min = min;
    re.max = max;
    re.flags = flags;
    re.subs = [sub];
    this.stack[n - 1] = re;
    this.checkLimits(re);
    if (op === Regexp.Op.REPEAT && (min >= 2 || max >= 2) && !this.repeatIsValid(re, 1e3)) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_REPEAT_SIZE, t.from(beforePos));
  }
  repeatIsValid(re, n) {
    if (re.op === Regexp.Op.REPEAT) {
      let m = re.max;
      if (m === 0) return true;
      if (m < 0) m = re.min;
      if (m > n) return false;
      if (m > 0) n = Math.trunc(n / m);
    }
    for (let sub of re.subs) if (!this.repeatIsValid(sub, n)) return false;
    return true;
  }
  concat() {
    this.maybeConcat(-1, 0);
    const subs = this.popToPseudo();
    if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.EMPTY_MATCH));
    return this.push(this.collapse(subs, Regexp.Op.CONCAT));
  }
  alternate() {
    const subs = this.popToPseudo();
    if (subs.length > 0) this.cleanAlt(subs[subs.length - 1]);
    if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.NO_MATCH));
    return this.push(this.collapse(subs, Regexp.Op.ALTERNATE));
  }
  cleanAlt(re) {
    if (re.op === Regexp.Op.CHAR_CLASS) {
      re.runes = new CharClass(Array.from(re.runes)).cleanClass().toArray();
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) {
        re.runes = /* @__PURE__ */ new Int32Array(0);
        re.op = Regexp.Op.ANY_CHAR;
      } else if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) {
        re.runes = /* @__PURE__ */ new Int32Array(0);
        re.op = Regexp.Op.ANY_CHAR_NOT_NL;
      }
    }
  }
  collapse(subs, op) {
    if (subs.length === 1) return subs[0];
    let len = 0;
    for (let sub of subs) len += sub.op === op ? sub.subs.length : 1;
    let newsubs = new Array(len).fill(null);
    let i = 0;
    for (let sub of subs) if (sub.op === op) {
      for (let j = 0; j < sub.subs.length; j++) newsubs[i++] = sub.subs[j];
      this.reuse(sub);
    } else newsubs[i++] = sub;
    let re = this.newRegexp(op);
    re.subs = newsubs;
    if (op === Regexp.Op.ALTERNATE) {
      re.subs = this.factor(re.subs);
      if (re.subs.length === 1) {
        const old = re;
        re = re.subs[0];
        this.reuse(old);
      }
    }
    return re;
  }
  factor(array) {
    if (array.length < 2) return array;
    let s = 0;
    let lensub = array.length;
    let lenout = 0;
    let str = null;
    let strlen = 0;
    let strflags = 0;
    let start = 0;
    for (let i = 0; i <= lensub; i++) {
      let istr = null;
      let istrlen = 0;
      let iflags = 0;
      if (i < lensub) {
        let re = array[s + i];
        if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) re = re.subs[0];
        if (re.op === Regexp.Op.LITERAL) {
          istr = re.runes;
          istrlen = re.runes.length;
          iflags = re.flags & RE2Flags.FOLD_CASE;
        }
        if (iflags === strflags) {
          let same = 0;
          while (same < strlen && same < istrlen && str[same] === istr[same]) same++;
          if (same > 0) {
            strlen = same;
            continue;
          }
        }
      }
      if (i === start) {
      } else if (i === start + 1) array[lenout++] = array[s + start];
      else {
        const prefix = this.newRegexp(Regexp.Op.LITERAL);
        prefix.flags = strflags;
        prefix.runes = str.slice(0, strlen);
        for (let j = start; j < i; j++) {
          array[s + j] = this.removeLeadingString(array[s + j], strlen);
          this.checkLimits(array[s + j]);
        }
        const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
        const re = this.newRegexp(Regexp.Op.CONCAT);
        re.subs = [prefix, suffix];
        array[lenout++] = re;
      }
      start = i;
      str = istr;
      strlen = istrlen;
      strflags = iflags;
    }
    lensub = lenout;
    s = 0;
    start = 0;
    lenout = 0;
    let first = null;
    for (let i = 0; i <= lensub; i++) {
      let ifirst = null;
      if (i < lensub) {
        ifirst = Parser2.leadingRegexp(array[s + i]);
        if (first !== null && first.equals(ifirst) && (Parser2.isCharClass(first) || first.op === Regexp.Op.REPEAT && first.min === first.max && Parser2.isCharClass(first.subs[0]))) continue;
      }
      if (i === start) {
      } else if (i === start + 1) array[lenout++] = array[s + start];
      else {
        const prefix = first;
        for (let j = start; j < i; j++) {
          const reuse = j !== start;
          array[s + j] = this.removeLeadingRegexp(array[s + j], reuse);
          this.checkLimits(array[s + j]);
        }
        const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
        const re = this.newRegexp(Regexp.Op.CONCAT);
        re.subs = [prefix, suffix];
        array[lenout++] = re;
      }
      start = i;
      first = ifirst;
    }
    lensub = lenout;
    s = 0;
    start = 0;
    lenout = 0;
    for (let i = 0; i <= lensub; i++) {
      if (i < lensub && Parser2.isCharClass(array[s + i])) continue;
      if (i === start) {
      } else if (i === start + 1) array[lenout++] = array[s + start];
      else {
        let max = start;
        for (let j = start + 1; j < i; j++) {
          const subMax = array[s + max];
          const subJ = array[s + j];
          if (subMax.op < subJ.op || subMax.op === subJ.op && (subMax.runes !== null ? subMax.runes.length : 0) < (subJ.runes !== null ? subJ.runes.length : 0)) max = j;
        }
        const tmp = array[s + start];
        array[s + start] = array[s + max];
        array[s + max] = tmp;
        for (let j = start + 1; j < i; j++) {
          Parser2.mergeCharClass(array[s + start], array[s + j]);
          this.reuse(array[s + j]);
        }
        this.cleanAlt(array[s + start]);
        array[lenout++] = array[s + start];
      }
      if (i < lensub) array[lenout++] = array[s + i];
      start = i + 1;
    }
    lensub = lenout;
    s = 0;
    start = 0;
    lenout = 0;
    for (let i = 0; i < lensub; ++i) {
      if (i + 1 < lensub && array[s + i].op === Regexp.Op.EMPTY_MATCH && array[s + i + 1].op === Regexp.Op.EMPTY_MATCH) continue;
      array[lenout++] = array[s + i];
    }
    lensub = lenout;
    s = 0;
    return array.slice(s, lensub);
  }
  removeLeadingString(re, n) {
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      const sub = this.removeLeadingString(re.subs[0], n);
      re.subs[0] = sub;
      if (sub.op === Regexp.Op.EMPTY_MATCH) {
        this.reuse(sub);
        switch (re.subs.length) {
          case 0:
          case 1:
            re.op = Regexp.Op.EMPTY_MATCH;
            re.subs = Regexp.emptySubs();
            break;
          case 2: {
            const old = re;
            re = re.subs[1];
            this.reuse(old);
            break;
          }
          default:
            re.subs = re.subs.slice(1, re.subs.length);
        }
      }
      return re;
    }
    if (re.op === Regexp.Op.LITERAL) {
      re.runes = re.runes.slice(n, re.runes.length);
      if (re.runes.length === 0) re.op = Regexp.Op.EMPTY_MATCH;
    }
    return re;
  }
  removeLeadingRegexp(re, reuse) {
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      if (reuse) this.reuse(re.subs[0]);
      re.subs = re.subs.slice(1, re.subs.length);
      switch (re.subs.length) {
        case 0:
          re.op = Regexp.Op.EMPTY_MATCH;
          re.subs = Regexp.emptySubs();
          break;
        case 1: {
          const old = re;
          re = re.subs[0];
          this.reuse(old);
          break;
        }
      }
      return re;
    }
    if (reuse) this.reuse(re);
    return this.newRegexp(Regexp.Op.EMPTY_MATCH);
  }
  parseInternal() {
    if ((this.flags & RE2Flags.LITERAL) !== 0) return Parser2.literalRegexp(this.wholeRegexp, this.flags);
    let lastRepeatPos = -1;
    let min = -1;
    let max = -1;
    const t = new StringIterator(this.wholeRegexp);
    while (t.more()) {
      let repeatPos = -1;
      bigswitch: switch (t.peek()) {
        case Codepoint.CODES["("]:
          if ((this.flags & RE2Flags.LOOKBEHIND) !== 0) {
            if (t.lookingAt("(?<=")) {
              this.parsePosLookBehind();
              t.skip(4);
              break;
            }
            if (t.lookingAt("(?<!")) {
              this.parseNegLookBehind();
              t.skip(4);
              break;
            }
          }
          if ((this.flags & RE2Flags.PERL_X) !== 0 && t.lookingAt("(?")) {
            this.parsePerlFlags(t);
            break;
          }
          this.op(Regexp.Op.LEFT_PAREN).cap = ++this.numCap;
          t.skip(1);
          break;
        case Codepoint.CODES["|"]:
          this.parseVerticalBar();
          t.skip(1);
          break;
        case Codepoint.CODES[")"]:
          this.parseRightParen();
          t.skip(1);
          break;
        case Codepoint.CODES["^"]:
          if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.BEGIN_TEXT);
          else this.op(Regexp.Op.BEGIN_LINE);
          t.skip(1);
          break;
        case Codepoint.CODES["$"]:
          if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.END_TEXT).flags |= RE2Flags.WAS_DOLLAR;
          else this.op(Regexp.Op.END_LINE);
          t.skip(1);
          break;
        case Codepoint.CODES["."]:
          if ((this.flags & RE2Flags.DOT_NL) !== 0) this.op(Regexp.Op.ANY_CHAR);
          else this.op(Regexp.Op.ANY_CHAR_NOT_NL);
          t.skip(1);
          break;
        case Codepoint.CODES["["]:
          this.parseClass(t);
          break;
        case Codepoint.CODES["*"]:
        case Codepoint.CODES["+"]:
        case Codepoint.CODES["?"]: {
          repeatPos = t.pos();
          let op = null;
          switch (t.pop()) {
            case Codepoint.CODES["*"]:
              op = Regexp.Op.STAR;
              break;
            case Codepoint.CODES["+"]:
              op = Regexp.Op.PLUS;
              break;
            case Codepoint.CODES["?"]:
              op = Regexp.Op.QUEST;
          }
          this.repeat(op, min, max, repeatPos, t, lastRepeatPos);
          break;
        }
        case Codepoint.CODES["{"]: {
          const before = t.pos();
          const minMax = Parser2.parseRepeat(t);
          if (minMax < 0) {
            t.rewindTo(before);
            this.literal(t.pop());
            break;
          }
          repeatPos = before;
          min = minMax >> 16;
          max = (minMax & Unicode.MAX_BMP) << 16 >> 16;
          this.repeat(Regexp.Op.REPEAT, min, max, repeatPos, t, lastRepeatPos);
          break;
        }
        case Codepoint.CODES["\\"]: {
          const savedPos = t.pos();
          t.skip(1);
          if ((this.flags & RE2Flags.PERL_X) !== 0 && t.more()) switch (t.pop()) {
            case Codepoint.CODES["A"]:
              this.op(Regexp.Op.BEGIN_TEXT);
              break bigswitch;
            case Codepoint.CODES["b"]:
              this.op(Regexp.Op.WORD_BOUNDARY);
              break bigswitch;
            case Codepoint.CODES["B"]:
              this.op(Regexp.Op.NO_WORD_BOUNDARY);
              break bigswitch;
            case Codepoint.CODES["C"]:
              throw new RE2JSSyntaxException(Parser2.ERR_INVALID_ESCAPE, "\\C");
            case Codepoint.CODES["Q"]: {
              let lit = t.rest();
              const i = lit.indexOf("\\E");
              if (i >= 0) {
                lit = lit.substring(0, i);
                t.skipString(lit);
                t.skipString("\\E");
              } else t.skipString(lit);
              let j = 0;
              while (j < lit.length) {
                const codepoint = lit.codePointAt(j);
                this.literal(codepoint);
                j += Utils.charCount(codepoint);
              }
              break bigswitch;
            }
            case Codepoint.CODES["z"]:
              this.op(Regexp.Op.END_TEXT);
              break bigswitch;
            default:
              t.rewindTo(savedPos);
          }
          else t.rewindTo(savedPos);
          const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
          re.flags = this.flags;
          if (t.lookingAt("\\p") || t.lookingAt("\\P")) {
            const cc2 = new CharClass();
            if (this.parseUnicodeClass(t, cc2)) {
              re.runes = cc2.toArray();
              this.push(re);
              break bigswitch;
            }
          }
          const cc = new CharClass();
          if (this.parsePerlClassEscape(t, cc)) {
            re.runes = cc.toArray();
            this.push(re);
            break bigswitch;
          }
          t.rewindTo(savedPos);
          this.reuse(re);
          this.literal(Parser2.parseEscape(t));
          break;
        }
        default:
          this.literal(t.pop());
      }
      lastRepeatPos = repeatPos;
    }
    this.concat();
    if (this.swapVerticalBar()) this.pop();
    this.alternate();
    if (this.stack.length !== 1) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_PAREN, this.wholeRegexp);
    this.stack[0].namedGroups = this.namedGroups;
    return this.stack[0];
  }
  parsePerlFlags(t) {
    const startPos = t.pos();
    const s = t.rest();
    if (s.startsWith("(?P<") || s.startsWith("(?<")) {
      const begin = s.charAt(2) === "P" ? 4 : 3;
      const end = s.indexOf(">");
      if (end < 0) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_NAMED_CAPTURE, s);
      const name = s.substring(begin, end);
      t.skipString(name);
      t.skip(begin + 1);
      if (!Parser2.isValidCaptureName(name)) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_NAMED_CAPTURE, s.substring(0, end + 1));
      const re = this.op(Regexp.Op.LEFT_PAREN);
      re.cap = ++this.numCap;
      if (this.namedGroups[name]) throw new RE2JSSyntaxException(Parser2.ERR_DUPLICATE_NAMED_CAPTURE, name);
      this.namedGroups[name] = this.numCap;
      re.name = name;
      return;
    }
    t.skip(2);
    let flags = this.flags;
    let sign = 1;
    let sawFlag = false;
    loop: while (t.more()) {
      const c = t.pop();
      switch (c) {
        case Codepoint.CODES["i"]:
          flags |= RE2Flags.FOLD_CASE;
          sawFlag = true;
          break;
        case Codepoint.CODES["m"]:
          flags &= ~RE2Flags.ONE_LINE;
          sawFlag = true;
          break;
        case Codepoint.CODES["s"]:
          flags |= RE2Flags.DOT_NL;
          sawFlag = true;
          break;
        case Codepoint.CODES["U"]:
          flags |= RE2Flags.NON_GREEDY;
          sawFlag = true;
          break;
        case Codepoint.CODES["-"]:
          if (sign < 0) break loop;
          sign = -1;
          flags = ~flags;
          sawFlag = false;
          break;
        case Codepoint.CODES[":"]:
        case Codepoint.CODES[")"]:
          if (sign < 0) {
            if (!sawFlag) break loop;
            flags = ~flags;
          }
          if (c === Codepoint.CODES[":"]) this.op(Regexp.Op.LEFT_PAREN);
          this.flags = flags;
          return;
        default:
          break loop;
      }
    }
    throw new RE2JSSyntaxException(Parser2.ERR_INVALID_PERL_OP, t.from(startPos));
  }
  parsePosLookBehind() {
    const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
    re.flags = this.flags;
    re.lb = ++this.nlb;
    return this.push(re);
  }
  parseNegLookBehind() {
    const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
    re.flags = this.flags;
    re.lb = -++this.nlb;
    return this.push(re);
  }
  parseVerticalBar() {
    this.concat();
    if (!this.swapVerticalBar()) this.op(Regexp.Op.VERTICAL_BAR);
  }
  swapVerticalBar() {
    const n = this.stack.length;
    if (n >= 3 && this.stack[n - 2].op === Regexp.Op.VERTICAL_BAR && Parser2.isCharClass(this.stack[n - 1]) && Parser2.isCharClass(this.stack[n - 3])) {
      let re1 = this.stack[n - 1];
      let re3 = this.stack[n - 3];
      if (re1.op > re3.op) {
        const tmp = re3;
        re3 = re1;
        re1 = tmp;
        this.stack[n - 3] = re3;
      }
      Parser2.mergeCharClass(re3, re1);
      this.reuse(re1);
      this.pop();
      return true;
    }
    if (n >= 2) {
      const re1 = this.stack[n - 1];
      const re2 = this.stack[n - 2];
      if (re2.op === Regexp.Op.VERTICAL_BAR) {
        if (n >= 3) this.cleanAlt(this.stack[n - 3]);
        this.stack[n - 2] = re1;
        this.stack[n - 1] = re2;
        return true;
      }
    }
    return false;
  }
  parseRightParen() {
    this.concat();
    if (this.swapVerticalBar()) this.pop();
    this.alternate();
    if (this.stack.length < 2) throw new RE2JSSyntaxException(Parser2.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    const re1 = this.pop();
    const re2 = this.pop();
    if (re2.op !== Regexp.Op.LEFT_PAREN) throw new RE2JSSyntaxException(Parser2.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    this.flags = re2.flags;
    if (re2.lb !== 0) {
      if (Parser2.hasCapture(re1)) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CAPTURE_IN_LOOKBEHIND, this.wholeRegexp);
      if (re2.lb > 0) re2.op = Regexp.Op.PLB;
      else re2.op = Regexp.Op.NLB;
      re2.subs = [re1];
      this.push(re2);
      return;
    }
    if (re2.cap === 0) this.push(re1);
    else {
      re2.op = Regexp.Op.CAPTURE;
      re2.subs = [re1];
      this.push(re2);
    }
  }
  parsePerlClassEscape(t, cc) {
    const beforePos = t.pos();
    if ((this.flags & RE2Flags.PERL_X) === 0 || !t.more() || t.pop() !== Codepoint.CODES["\\"] || !t.more()) return false;
    t.pop();
    const p = t.from(beforePos);
    const g = PERL_GROUPS.has(p) ? PERL_GROUPS.get(p) : null;
    if (g === null) return false;
    cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
    return true;
  }
  parseNamedClass(t, cc) {
    const cls = t.rest();
    const i = cls.indexOf(":]");
    if (i < 0) return false;
    const name = cls.substring(0, i + 2);
    t.skipString(name);
    const g = POSIX_GROUPS.has(name) ? POSIX_GROUPS.get(name) : null;
    if (g === null) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, name);
    cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
    return true;
  }
  parseUnicodeClass(t, cc) {
    const startPos = t.pos();
    if ((this.flags & RE2Flags.UNICODE_GROUPS) === 0 || !t.lookingAt("\\p") && !t.lookingAt("\\P")) return false;
    t.skip(1);
    let sign = 1;
    let c = t.pop();
    if (c === Codepoint.CODES["P"]) sign = -1;
    if (!t.more()) {
      t.rewindTo(startPos);
      throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.rest());
    }
    c = t.pop();
    let name;
    if (c !== Codepoint.CODES["{"]) name = Utils.runeToString(c);
    else {
      const rest = t.rest();
      const end = rest.indexOf("}");
      if (end < 0) {
        t.rewindTo(startPos);
        throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.rest());
      }
      name = rest.substring(0, end);
      t.skipString(name);
      t.skip(1);
    }
    if (!(name.length === 0) && name.codePointAt(0) === Codepoint.CODES["^"]) {
      sign = 0 - sign;
      name = name.substring(1);
    }
    const pair = Parser2.unicodeTable(name);
    if (pair === null) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.from(startPos));
    if (pair.sign < 0) sign = 0 - sign;
    const tab = pair.tab;
    const fold = pair.fold;
    if ((this.flags & RE2Flags.FOLD_CASE) === 0 || fold === null) cc.appendTableWithSign(tab, sign);
    else {
      const tmp = new CharClass().appendTable(tab).appendTable(fold).cleanClass().toArray();
      cc.appendClassWithSign(Array.from(tmp), sign);
    }
    return true;
  }
  parseClass(t) {
    const startPos = t.pos();
    t.skip(1);
    const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
    re.flags = this.flags;
    const cc = new CharClass();
    let sign = 1;
    if (t.more() && t.lookingAt("^")) {
      sign = -1;
      t.skip(1);
      if ((this.flags & RE2Flags.CLASS_NL) === 0) cc.appendRange(Codepoint.CODES["\n"], Codepoint.CODES["\n"]);
    }
    let first = true;
    while (!t.more() || t.peek() !== Codepoint.CODES["]"] || first) {
      if (t.more() && t.lookingAt("-") && (this.flags & RE2Flags.PERL_X) === 0 && !first) {
        const s = t.rest();
        if (s === "-" || !s.startsWith("-]")) {
          t.rewindTo(startPos);
          throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.rest());
        }
      }
      first = false;
      const beforePos = t.pos();
      if (t.lookingAt("[:")) {
        if (this.parseNamedClass(t, cc)) continue;
        t.rewindTo(beforePos);
      }
      if (this.parseUnicodeClass(t, cc)) continue;
      if (this.parsePerlClassEscape(t, cc)) continue;
      t.rewindTo(beforePos);
      const lo = Parser2.parseClassChar(t, startPos);
      let hi = lo;
      if (t.more() && t.lookingAt("-")) {
        t.skip(1);
        if (t.more() && t.lookingAt("]")) t.skip(-1);
        else {
          hi = Parser2.parseClassChar(t, startPos);
          if (hi < lo) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.from(beforePos));
        }
      }
      if ((this.flags & RE2Flags.FOLD_CASE) === 0) cc.appendRange(lo, hi);
      else cc.appendFoldedRange(lo, hi);
    }
    t.skip(1);
    cc.cleanClass();
    if (sign < 0) cc.negateClass();
    re.runes = cc.toArray();
    this.push(re);
  }
};
var RE2 = class RE22 {
  static initTest(expr) {
    const re2 = RE22.compile(expr);
    const res = new RE22(re2.expr, re2.prog, re2.numSubexp, re2.longest);
    res.cond = re2.cond;
    res.prefix = re2.prefix;
    res.prefixUTF8 = re2.prefixUTF8;
    res.prefixComplete = re2.prefixComplete;
    res.prefixRune = re2.prefixRune;
    res.prefilter = re2.prefilter;
    res.namedGroups = re2.namedGroups;
    return res;
  }
  /**
  * Parses a regular expression and returns, if successful, an {@code RE2} instance that can be
  * used to match against text.
  *
  * When matching against text, the regexp returns a match that begins as early as possible in the
  * input (leftmost), and among those it chooses the one that a backtracking search would have
  * found first. This so-called leftmost-first matching is the same semantics that Perl, Python,
  * and other implementations use, although this package implements it without the expense of
  * backtracking. For POSIX leftmost-longest matching, see {@link #compilePOSIX}.
  */
  static compile(expr) {
    return RE22.compileImpl(expr, RE2Flags.PERL, false);
  }
  /**
  * {@code compilePOSIX} is like {@link #compile} but restricts the regular expression to POSIX ERE
  * (egrep) syntax and changes the match semantics to leftmost-longest.
  *
  * That is, when matching against text, the regexp returns a match that begins as early as
  * possible in the input (leftmost), and among those it chooses a match that is as long as
  * possible. This so-called leftmost-longest matching is the same semantics that early regular
  * expression implementations used and that POSIX specifies.
  *
  * However, there can be multiple leftmost-longest matches, with different submatch choices, and
  * here this package diverges from POSIX. Among the possible leftmost-longest matches, this
  * package chooses the one that a backtracking search would have found first, while POSIX
  * specifies that the match be chosen to maximize the length of the first subexpression, then the
  * second, and so on from left to right. The POSIX rule is computationally prohibitive and not
  * even well-defined. See http://swtch.com/~rsc/regexp/regexp2.html#posix
  */
  static compilePOSIX(expr) {
    return RE22.compileImpl(expr, RE2Flags.POSIX, true);
  }
  static compileImpl(expr, mode, longest) {
    let re = Parser.parse(expr, mode);
    const maxCap = re.maxCap();
    const namedGroups = re.namedGroups;
    re = Simplify.simplify(re);
    const prefilter = PrefilterTree.build(re);
    const prog = Compiler.compileRegexp(re);
    const re2 = new RE22(expr, prog, maxCap, longest);
    re2.prefilter = prefilter.type === Prefilter.Type.NONE ? null : prefilter;
    const [prefixCompl, prefixStr] = prog.prefix();
    re2.prefixComplete = prefixCompl;
    re2.prefix = prefixStr;
    re2.prefixUTF8 = Utils.stringToUtf8ByteArray(re2.prefix);
    if (re2.prefix.length > 0) re2.prefixRune = re2.prefix.codePointAt(0);
    re2.namedGroups = namedGroups;
    return re2;
  }
  /**
  * Returns true iff textual regular expression {@code pattern} matches string {@code s}.
  *
  * More complicated queries need to use {@link #compile} and the full {@code RE2} interface.
  */
  static match(pattern, s) {
    return RE22.compile(pattern).match(s);
  }
  constructor(expr, prog, numSubexp = 0, longest = 0) {
    this.expr = expr;
    this.prog = prog;
    this.numSubexp = numSubexp;
    this.longest = longest;
    this.cond = prog.startCond();
    this.prefix = null;
    this.prefixUTF8 = null;
    this.prefixComplete = false;
    this.prefixRune = 0;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.machinePool = [];
    this.lazyDFA = null;
    this.onepass = OnePass.compile(this.prog);
    this.prefilter = null;
  }
  get dfa() {
    if (this.lazyDFA === null) this.lazyDFA = new DFA(this.prog);
    return this.lazyDFA;
  }
  matchPrefixComplete(input, pos, anchor, ncap) {
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
    let matchStart = -1;
    let matchEnd = -1;
    const pLen = input.prefixLength(this);
    if (anchor === RE2Flags.UNANCHORED) {
      const idx = input.index(this, pos);
      if (idx < 0) return null;
      matchStart = pos + idx;
      matchEnd = matchStart + pLen;
    } else if (anchor === RE2Flags.ANCHOR_BOTH) {
      if (input.endPos() !== pLen) return null;
      if (input.index(this, 0) !== 0) return null;
      matchStart = 0;
      matchEnd = pLen;
    } else if (anchor === RE2Flags.ANCHOR_START) {
      if (input.index(this, 0) !== 0) return null;
      matchStart = 0;
      matchEnd = pLen;
    }
    if (matchStart < 0) return null;
    if (ncap > 0) {
      const matchcap = new Int32Array(ncap).fill(-1);
      matchcap[0] = matchStart;
      matchcap[1] = matchEnd;
      return Array.from(matchcap);
    }
    return [];
  }
  createLookbehindState() {
    return this.prog.numLb > 0 ? new LookbehindState(this.prog) : null;
  }
  executeEngine(input, pos, anchor, ncap, lbState = null) {
    if (this.prefixComplete && (ncap === 0 || this.numSubexp === 0)) return this.matchPrefixComplete(input, pos, anchor, ncap);
    if (this.prefilter !== null && anchor === RE2Flags.UNANCHORED) {
      if (!this.prefilter.eval(input, pos)) return null;
    }
    if (this.onepass !== null) return OnePass.execute(this, input, pos, anchor, ncap);
    if (ncap > 0) {
      if (this.prog.numLb === 0 && input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
      return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
    }
    if (this.prog.numLb === 0) {
      const dfaResult = this.dfa.match(input, pos, anchor);
      if (dfaResult !== null) return dfaResult ? [] : null;
      if (input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
    }
    return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
  }
  /**
  * Returns the number of parenthesized subexpressions in this regular expression.
  */
  numberOfCapturingGroups() {
    return this.numSubexp;
  }
  /**
  * Returns the number of instructions in this compiled regular expression program.
  */
  numberOfInstructions() {
    return this.prog.numInst();
  }
  get() {
    return this.machinePool.length > 0 ? this.machinePool.pop() : null;
  }
  reset() {
    this.machinePool.length = 0;
  }
  put(m) {
    this.machinePool.push(m);
  }
  toString() {
    return this.expr;
  }
  doExecuteNFA(input, pos, anchor, ncap, lbState = null) {
    let m = this.get();
    if (!m) m = Machine.fromRE2(this);
    m.init(ncap);
    const cap = m.match(input, pos, anchor, lbState) ? m.submatches() : null;
    this.put(m);
    return cap;
  }
  match(s) {
    return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 0) !== null;
  }
  /**
  * Matches the regular expression against input starting at position start and ending at position
  * end, with the given anchoring. Records the submatch boundaries in group, which is [start, end)
  * pairs of byte offsets. The number of boundaries needed is inferred from the size of the group
  * array. It is most efficient not to ask for submatch boundaries.
  *
  * @param input the input byte array
  * @param start the beginning position in the input
  * @param end the end position in the input
  * @param anchor the anchoring flag (UNANCHORED, ANCHOR_START, ANCHOR_BOTH)
  * @param group the array to fill with submatch positions
  * @param ngroup the number of array pairs to fill in
  * @param lbState optional state carried between successive matches over the same input (see
  *   createLookbehindState); omit it to evaluate lookbehinds from the beginning of the input
  * @returns true if a match was found
  */
  matchWithGroup(input, start, end, anchor, ngroup, lbState = null) {
    if (!(input instanceof MatcherInputBase)) {
      if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
      else input = MatcherInput.utf16(input);
    }
    return this.matchMachineInput(input, start, end, anchor, ngroup, lbState);
  }
  matchMachineInput(input, start, end, anchor, ngroup, lbState = null) {
    if (start > end) return [false, null];
    const machineInput = input.isUTF16Encoding() ? MachineInput.fromUTF16(input.asCharSequence(), 0, end) : MachineInput.fromUTF8(input.asBytes(), 0, end);
    const groupMatch = this.executeEngine(machineInput, start, anchor, 2 * ngroup, lbState);
    if (groupMatch === null) return [false, null];
    return [true, groupMatch];
  }
  /**
  * Returns true iff this regexp matches the UTF-8 byte array {@code b}.
  */
  matchUTF8(b) {
    return this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 0) !== null;
  }
  /**
  * Returns a copy of {@code src} in which all matches for this regexp have been replaced by
  * {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceAll(src, repl) {
    return this.replaceAllFunc(src, () => repl, 2 * src.length + 1);
  }
  /**
  * Returns a copy of {@code src} in which only the first match for this regexp has been replaced
  * by {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceFirst(src, repl) {
    return this.replaceAllFunc(src, () => repl, 1);
  }
  /**
  * Returns a copy of {@code src} in which at most {@code maxReplaces} matches for this regexp have
  * been replaced by the return value of of function {@code repl} (whose first argument is the
  * matched string). No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceAllFunc(src, replFunc, maxReplaces) {
    let lastMatchEnd = 0;
    let searchPos = 0;
    let out = "";
    const input = MachineInput.fromUTF16(src);
    const lbState = this.createLookbehindState();
    let numReplaces = 0;
    while (searchPos <= src.length) {
      const a = this.executeEngine(input, searchPos, RE2Flags.UNANCHORED, 2, lbState);
      if (a === null || a.length === 0) break;
      out += src.substring(lastMatchEnd, a[0]);
      if (a[1] > lastMatchEnd || a[0] === 0) {
        out += replFunc(src.substring(a[0], a[1]));
        numReplaces++;
      }
      lastMatchEnd = a[1];
      const width = input.step(searchPos) & 7;
      if (searchPos + width > a[1]) searchPos += width;
      else if (searchPos + 1 > a[1]) searchPos++;
      else searchPos = a[1];
      if (numReplaces >= maxReplaces) break;
    }
    out += src.substring(lastMatchEnd);
    return out;
  }
  pad(a) {
    if (a === null) return null;
    let n = (1 + this.numSubexp) * 2;
    if (a.length < n) {
      let a2 = new Array(n).fill(-1);
      for (let i = 0; i < a.length; i++) a2[i] = a[i];
      a = a2;
    }
    return a;
  }
  allMatches(input, n, deliverFun = (v) => v) {
    let result = [];
    const end = input.endPos();
    if (n < 0) n = end + 1;
    let pos = 0;
    let i = 0;
    let prevMatchEnd = -1;
    const lbState = this.createLookbehindState();
    while (i < n && pos <= end) {
      const matches = this.executeEngine(input, pos, RE2Flags.UNANCHORED, this.prog.numCap, lbState);
      if (matches === null || matches.length === 0) break;
      let accept = true;
      if (matches[1] === pos) {
        if (matches[0] === prevMatchEnd) accept = false;
        const r = input.step(pos);
        if (r < 0) pos = end + 1;
        else pos += r & 7;
      } else pos = matches[1];
      prevMatchEnd = matches[1];
      if (accept) {
        result.push(deliverFun(this.pad(matches)));
        i++;
      }
    }
    return result;
  }
  /**
  * Returns an array holding the text of the leftmost match in {@code b} of this regular
  * expression.
  *
  * A return value of null indicates no match.
  */
  findUTF8(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return null;
    return b.slice(a[0], a[1]);
  }
  /**
  * Returns a two-element array of integers defining the location of the leftmost match in
  * {@code b} of this regular expression. The match itself is at {@code b[loc[0]...loc[1]]}.
  *
  * A return value of null indicates no match.
  */
  findUTF8Index(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return null;
    return a.slice(0, 2);
  }
  /**
  * Returns a string holding the text of the leftmost match in {@code s} of this regular
  * expression.
  *
  * If there is no match, the return value is an empty string, but it will also be empty if the
  * regular expression successfully matches an empty string. Use {@link #findIndex} or
  * {@link #findSubmatch} if it is necessary to distinguish these cases.
  */
  find(s) {
    const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return "";
    return s.substring(a[0], a[1]);
  }
  /**
  * Returns a two-element array of integers defining the location of the leftmost match in
  * {@code s} of this regular expression. The match itself is at
  * {@code s.substring(loc[0], loc[1])}.
  *
  * A return value of null indicates no match.
  */
  findIndex(s) {
    return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
  }
  /**
  * Returns an array of arrays the text of the leftmost match of the regular expression in
  * {@code b} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findUTF8Submatch(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap);
    if (a === null) return null;
    const ret = new Array(1 + this.numSubexp).fill(null);
    for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = b.slice(a[2 * i], a[2 * i + 1]);
    return ret;
  }
  /**
  * Returns an array holding the index pairs identifying the leftmost match of this regular
  * expression in {@code b} and the matches, if any, of its subexpressions, as defined by the the
  * <a href='#submatch'>Submatch</a> and <a href='#index'>Index</a> descriptions above.
  *
  * A return value of null indicates no match.
  */
  findUTF8SubmatchIndex(b) {
    return this.pad(this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap));
  }
  /**
  * Returns an array of strings holding the text of the leftmost match of the regular expression in
  * {@code s} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findSubmatch(s) {
    const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap);
    if (a === null) return null;
    const ret = new Array(1 + this.numSubexp).fill(null);
    for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = s.substring(a[2 * i], a[2 * i + 1]);
    return ret;
  }
  /**
  * Returns an array holding the index pairs identifying the leftmost match of this regular
  * expression in {@code s} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findSubmatchIndex(s) {
    return this.pad(this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap));
  }
  /**
  * {@code findAllUTF8()} is the <a href='#all'>All</a> version of {@link #findUTF8}; it returns a
  * list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  *
  * TODO(adonovan): think about defining a byte slice view class, like a read-only Go slice backed
  * by |b|.
  */
  findAllUTF8(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => b.slice(match[0], match[1]));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8Index} is the <a href='#all'>All</a> version of {@link #findUTF8Index}; it
  * returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8Index(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => match.slice(0, 2));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAll} is the <a href='#all'>All</a> version of {@link #find}; it returns a list of up
  * to {@code n} successive matches of the expression, as defined by the <a href='#all'>All</a>
  * description above.
  *
  * A return value of null indicates no match.
  */
  findAll(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => s.substring(match[0], match[1]));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllIndex} is the <a href='#all'>All</a> version of {@link #findIndex}; it returns a
  * list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllIndex(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => match.slice(0, 2));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8Submatch} is the <a href='#all'>All</a> version of {@link #findUTF8Submatch};
  * it returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8Submatch(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => {
      let slice = new Array(match.length / 2 | 0).fill(null);
      for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = b.slice(match[2 * j], match[2 * j + 1]);
      return slice;
    });
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8SubmatchIndex} is the <a href='#all'>All</a> version of
  * {@link #findUTF8SubmatchIndex}; it returns a list of up to {@code n} successive matches of the
  * expression, as defined by the <a href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8SubmatchIndex(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n);
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllSubmatch} is the <a href='#all'>All</a> version of {@link #findSubmatch}; it
  * returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllSubmatch(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => {
      let slice = new Array(match.length / 2 | 0).fill(null);
      for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = s.substring(match[2 * j], match[2 * j + 1]);
      return slice;
    });
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllSubmatchIndex} is the <a href='#all'>All</a> version of
  * {@link #findSubmatchIndex}; it returns a list of up to {@code n} successive matches of the
  * expression, as defined by the <a href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllSubmatchIndex(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n);
    if (result.length === 0) return null;
    return result;
  }
};
var RE2Set = class RE2Set2 {
  /** @type {number} */
  static UNANCHORED = RE2Flags.UNANCHORED;
  /** @type {number} */
  static ANCHOR_START = RE2Flags.ANCHOR_START;
  /** @type {number} */
  static ANCHOR_BOTH = RE2Flags.ANCHOR_BOTH;
  /**
  * Constructs a new RE2Set with the specified anchor mode and flags.
  * @param {number} [anchor=RE2Set.UNANCHORED] - The anchoring mode (e.g., RE2Set.UNANCHORED).
  * @param {number} [flags=0] - The public flags to apply to all patterns in the set.
  * @param {number} [maxMem=8388608] - The maximum memory in bytes to use for the DFA (default 8MB).
  */
  constructor(anchor = RE2Set2.UNANCHORED, flags = 0, maxMem = 8388608) {
    if (![
      RE2Set2.UNANCHORED,
      RE2Set2.ANCHOR_START,
      RE2Set2.ANCHOR_BOTH
    ].includes(anchor)) throw new RE2JSFlagsException("The anchor should be RE2Set.UNANCHORED, RE2Set.ANCHOR_START or RE2Set.ANCHOR_BOTH");
    Utils.checkFlags(flags);
    this.anchor = anchor;
    this.jsFlags = flags;
    this.maxMem = maxMem;
    let re2Flags = RE2Flags.PERL;
    if ((flags & PublicFlags.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= ~RE2Flags.UNICODE_GROUPS;
    if ((flags & PublicFlags.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
    this.re2Flags = re2Flags;
    this.regexps = [];
    this.prog = null;
    this.dfa = null;
    this.dummyRe2 = null;
  }
  /**
  * Adds a new regular expression pattern to the set.
  * Patterns cannot be added after the set has been compiled.
  * @param {string} pattern - The regular expression pattern to add.
  * @returns {number} The integer index assigned to the added pattern.
  * @throws {RE2JSCompileException} If patterns are added after compilation.
  */
  add(pattern) {
    if (this.prog) throw new RE2JSCompileException("Cannot add patterns after compile");
    Utils.checkPattern(pattern);
    let fregex = pattern;
    if ((this.jsFlags & PublicFlags.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
    if ((this.jsFlags & PublicFlags.DOTALL) !== 0) fregex = `(?s)${fregex}`;
    if ((this.jsFlags & PublicFlags.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
    const re = Parser.parse(fregex, this.re2Flags);
    this.regexps.push(Simplify.simplify(re));
    return this.regexps.length - 1;
  }
  /**
  * Compiles the added patterns into a single state machine.
  * This is automatically called on the first match if not called explicitly.
  * @returns {void}
  */
  compile() {
    if (this.prog) return;
    const prog = Compiler.compileSet(this.regexps);
    if (prog.numInst() > Parser.MAX_SIZE) throw new RE2JSCompileException(`${Parser.ERR_LARGE}: the set compiles to ${prog.numInst()} instructions, more than ${Parser.MAX_SIZE}`);
    this.prog = prog;
    this.dfa = new DFA(this.prog, this.maxMem);
    this.dummyRe2 = {
      prog: this.prog,
      cond: this.prog.startCond(),
      prefix: "",
      prefixRune: 0,
      longest: false
    };
  }
  /**
  * Matches the input against the compiled set of regular expressions.
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to match against.
  * @returns {number[]} An array of indices representing the patterns that successfully matched the input.
  */
  match(input) {
    if (!this.prog) this.compile();
    const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
    let internalAnchor = RE2Flags.UNANCHORED;
    if (this.anchor === RE2Set2.ANCHOR_START) internalAnchor = RE2Flags.ANCHOR_START;
    else if (this.anchor === RE2Set2.ANCHOR_BOTH) internalAnchor = RE2Flags.ANCHOR_BOTH;
    const dfaResult = this.dfa.matchSet(machineInput, 0, internalAnchor);
    if (dfaResult !== null) return dfaResult;
    const machine = Machine.fromRE2(this.dummyRe2);
    machine.init(0);
    return machine.matchSet(machineInput, 0, internalAnchor);
  }
};
var TranslateRegExpString = class TranslateRegExpString2 {
  static isHexadecimal(ch) {
    return "0" <= ch && ch <= "9" || "A" <= ch && ch <= "F" || "a" <= ch && ch <= "f";
  }
  static translate(data) {
    let prefixFlags = "";
    if (Object.prototype.toString.call(data) === "[object RegExp]") {
      if (data.ignoreCase) prefixFlags += "i";
      if (data.multiline) prefixFlags += "m";
      if (data.dotAll) prefixFlags += "s";
      data = data.source;
    }
    if (typeof data !== "string") return data;
    let result = "";
    let changed = false;
    let size = data.length;
    if (size === 0) {
      result = "(?:)";
      changed = true;
    }
    let inCharClass = false;
    let i = 0;
    while (i < size) {
      let ch = data[i];
      if (ch === "\\") {
        if (i + 1 < size) {
          ch = data[i + 1];
          switch (ch) {
            case "\\":
              result += "\\\\";
              i += 2;
              continue;
            case "c":
              if (i + 2 < size) {
                let code = data[i + 2].charCodeAt(0);
                if (code >= 65 && code <= 90 || code >= 97 && code <= 122) {
                  let val = code % 32;
                  result += "\\x";
                  result += (val >> 4).toString(16).toUpperCase();
                  result += (val & 15).toString(16).toUpperCase();
                  i += 3;
                  changed = true;
                  continue;
                }
              }
              result += "c";
              i += 2;
              changed = true;
              continue;
            case "u":
              if (i + 2 < size) {
                if (data[i + 2] === "{") {
                  let j = i + 3;
                  let hasHex = false;
                  let closed = false;
                  while (j < size) {
                    const hexChar = data[j];
                    if (hexChar === "}") {
                      closed = true;
                      break;
                    }
                    if (!TranslateRegExpString2.isHexadecimal(hexChar)) break;
                    hasHex = true;
                    j++;
                  }
                  if (closed && hasHex) {
                    result += "\\x";
                    i += 2;
                    changed = true;
                    continue;
                  }
                } else if (i + 5 < size) {
                  let isHex4 = true;
                  for (let j = 0; j < 4; j++) if (!TranslateRegExpString2.isHexadecimal(data[i + 2 + j])) {
                    isHex4 = false;
                    break;
                  }
                  if (isHex4) {
                    result += "\\x{" + data.substring(i + 2, i + 6) + "}";
                    i += 6;
                    changed = true;
                    continue;
                  }
                }
              }
              result += "u";
              i += 2;
              changed = true;
              continue;
            case "x": {
              let isValidHex = false;
              if (i + 2 < size && data[i + 2] === "{") {
                let j = i + 3;
                let hasHex = false;
                let closed = false;
                while (j < size) {
                  const hexChar = data[j];
                  if (hexChar === "}") {
                    closed = true;
                    break;
                  }
                  if (!TranslateRegExpString2.isHexadecimal(hexChar)) break;
                  hasHex = true;
                  j++;
                }
                if (closed && hasHex) isValidHex = true;
              } else if (i + 3 < size && TranslateRegExpString2.isHexadecimal(data[i + 2]) && TranslateRegExpString2.isHexadecimal(data[i + 3])) isValidHex = true;
              if (isValidHex) {
                result += "\\x";
                i += 2;
              } else {
                result += "x";
                i += 2;
                changed = true;
              }
              continue;
            }
            case "n":
            case "r":
            case "t":
            case "a":
            case "f":
            case "v":
            case "d":
            case "D":
            case "s":
            case "S":
            case "w":
            case "W":
            case "b":
            case "B":
            case "p":
            case "P":
            case "A":
            case "z":
            case "Q":
            case "E":
            case "0":
            case "1":
            case "2":
            case "3":
            case "4":
            case "5":
            case "6":
            case "7":
              result += "\\" + ch;
              i += 2;
              continue;
            default: {
              let cp2 = data.codePointAt(i + 1);
              if (cp2 >= 48 && cp2 <= 57 || cp2 >= 65 && cp2 <= 90 || cp2 >= 97 && cp2 <= 122) {
                let symSize2 = Utils.charCount(cp2);
                result += data.substring(i + 1, i + 1 + symSize2);
                i += symSize2 + 1;
                changed = true;
              } else {
                result += "\\";
                let symSize2 = Utils.charCount(cp2);
                result += data.substring(i + 1, i + 1 + symSize2);
                i += symSize2 + 1;
              }
              continue;
            }
          }
        }
      } else if (ch === "/") {
        result += "\\/";
        i += 1;
        changed = true;
        continue;
      } else if (ch === "[") {
        if (!inCharClass && data[i + 1] === "]") {
          result += "[^\\x00-\\x{10FFFF}]";
          i += 2;
          changed = true;
          continue;
        }
        if (!inCharClass && data[i + 1] === "^" && data[i + 2] === "]") {
          result += "[\\x00-\\x{10FFFF}]";
          i += 3;
          changed = true;
          continue;
        }
        inCharClass = true;
      } else if (ch === "]") inCharClass = false;
      else if (!inCharClass && ch === "(" && i + 2 < size && data[i + 1] === "?" && data[i + 2] === "<") {
        if (i + 3 < size && !"=!>)".includes(data[i + 3])) {
          result += "(?P<";
          i += 3;
          changed = true;
          continue;
        }
      }
      let cp = data.codePointAt(i);
      let symSize = Utils.charCount(cp);
      result += data.substring(i, i + symSize);
      i += symSize;
    }
    const finalResult = changed ? result : data;
    if (prefixFlags.length > 0) return `(?${prefixFlags})${finalResult}`;
    return finalResult;
  }
};
var execResult = (m, input) => {
  const result = m.matchArray();
  result.index = m.start(0);
  result.input = input;
  result.groups = m.namedGroupsObject();
  return result;
};
var RE2JS = class RE2JS2 {
  /**
  * Flag: case insensitive matching.
  */
  static CASE_INSENSITIVE = PublicFlags.CASE_INSENSITIVE;
  /**
  * Flag: dot ({@code .}) matches all characters, including newline.
  */
  static DOTALL = PublicFlags.DOTALL;
  /**
  * Flag: multiline matching: {@code ^} and {@code $} match at beginning and end of line, not just
  * beginning and end of input.
  */
  static MULTILINE = PublicFlags.MULTILINE;
  /**
  * Flag: Unicode groups (e.g. {@code \p\ Greek\} ) will be syntax errors.
  */
  static DISABLE_UNICODE_GROUPS = PublicFlags.DISABLE_UNICODE_GROUPS;
  /**
  * Flag: matches longest possible string.
  */
  static LONGEST_MATCH = PublicFlags.LONGEST_MATCH;
  /**
  * Flag: enable linear-time captureless lookbehinds.
  */
  static LOOKBEHINDS = PublicFlags.LOOKBEHINDS;
  /**
  * Returns a literal pattern string for the specified string.
  *
  * This method produces a string that can be used to create a <code>RE2JS</code> that would
  * match the string <code>s</code> as if it were a literal pattern.
  *
  * Metacharacters or escape sequences in the input sequence will be given no special meaning.
  *
  * @param {string} str The string to be literalized
  * @returns {string} A literal string replacement
  */
  static quote(str) {
    return Utils.quoteMeta(str);
  }
  /**
  * Quotes '\' and '$' in {@code str}, so that the returned string could be used in
  * replacement methods as a literal replacement of {@code str}.
  *
  * This is a convenience delegation to {@link Matcher.quoteReplacement}.
  *
  * @param {string} str the string to be quoted
  * @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
  * @returns {string} the quoted string
  */
  static quoteReplacement(str, javaMode = false) {
    return Matcher.quoteReplacement(str, javaMode);
  }
  /**
  * Translates a given regular expression string to ensure compatibility with RE2JS.
  *
  * This function preprocesses the input regex string by applying necessary transformations,
  * such as escaping special characters (e.g., `/`), converting named capture groups to
  * RE2JS-compatible syntax, and handling Unicode sequences properly. It ensures that the
  * resulting regex is safe and properly formatted before compilation.
  *
  * @param {string|RegExp} expr - The regular expression string to be translated.
  * @returns {string} - The transformed regular expression string, ready for compilation.
  */
  static translateRegExp(expr) {
    return TranslateRegExpString.translate(expr);
  }
  /**
  * Helper: create new RE2JS with given regex and flags. Flregex is the regex with flags applied.
  * @param {string} regex
  * @param {number} [flags=0]
  * @returns {RE2JS}
  */
  static compile(regex, flags = 0) {
    Utils.checkPattern(regex);
    Utils.checkFlags(flags);
    let fregex = regex;
    if ((flags & RE2JS2.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
    if ((flags & RE2JS2.DOTALL) !== 0) fregex = `(?s)${fregex}`;
    if ((flags & RE2JS2.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
    let re2Flags = RE2Flags.PERL;
    if ((flags & RE2JS2.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= ~RE2Flags.UNICODE_GROUPS;
    if ((flags & RE2JS2.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
    const p = new RE2JS2(regex, flags);
    p.re2Input = RE2.compileImpl(fregex, re2Flags, (flags & RE2JS2.LONGEST_MATCH) !== 0);
    return p;
  }
  /**
  * Matches a string against a regular expression.
  *
  * @param {string} regex the regular expression
  * @param {string|number[]|Uint8Array} input the input
  * @returns {boolean} true if the regular expression matches the entire input
  * @throws RE2JSSyntaxException if the regular expression is malformed
  */
  static matches(regex, input) {
    return RE2JS2.compile(regex).testExact(input);
  }
  /**
  * This is visible for testing.
  * @private
  */
  static initTest(pattern, flags, re2) {
    if (pattern == null) throw new Error("pattern is null");
    if (re2 == null) throw new Error("re2 is null");
    const p = new RE2JS2(pattern, flags);
    p.re2Input = re2;
    return p;
  }
  /**
  *
  * @param {string} pattern
  * @param {number} flags
  */
  constructor(pattern, flags) {
    this.patternInput = pattern;
    this.flagsInput = flags;
    this.re2Input = null;
  }
  /**
  * Releases memory used by internal caches associated with this pattern. Does not change the
  * observable behaviour. Useful for tests that detect memory leaks via allocation tracking.
  */
  reset() {
    this.re2Input.reset();
  }
  /**
  * Returns the flags used in the constructor.
  * @returns {number}
  */
  flags() {
    return this.flagsInput;
  }
  /**
  * Returns the pattern used in the constructor.
  * @returns {string}
  */
  pattern() {
    return this.patternInput;
  }
  re2() {
    return this.re2Input;
  }
  /**
  * Matches a string against a regular expression.
  *
  * @param {string|number[]|Uint8Array} input the input
  * @returns {boolean} true if the regular expression matches the entire input
  */
  matches(input) {
    return this.testExact(input);
  }
  /**
  * Creates a new {@code Matcher} matching the pattern against the input.
  *
  * @param {string|number[]|Uint8Array|MatcherInputBase} input the input string
  * @returns {Matcher}
  */
  matcher(input) {
    if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
    return new Matcher(this, input);
  }
  /**
  * Tests whether the regular expression matches any part of the input string.
  * Performance Note: This method is highly optimized. Because it only returns
  * a boolean and does not extract capture groups, it bypasses the `Matcher` overhead
  * and guarantees execution on the high-speed DFA engine whenever possible.
  *
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
  * @returns {boolean} `true` if the pattern is found anywhere in the input, `false` otherwise.
  */
  test(input) {
    if (Utils.isByteArray(input)) return this.re2Input.matchUTF8(input);
    return this.re2Input.match(input);
  }
  /**
  * Tests whether the regular expression matches the ENTIRE input string.
  * * **Performance Note:** This operates identically to `.matches()`, but is significantly
  * faster because it does not request capture group data. By requesting 0 capture groups,
  * it securely routes execution through the DFA fast-path.
  *
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
  * @returns {boolean} `true` if the exact input string fully matches the pattern, `false` otherwise.
  */
  testExact(input) {
    const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
    return this.re2Input.executeEngine(machineInput, 0, RE2Flags.ANCHOR_BOTH, 0) !== null;
  }
  /**
  * Executes a search for a match in a specified string.
  * Returns a result array, or null if no match is found.
  * The returned array perfectly mirrors standard JavaScript `RegExpExecArray`,
  * including `.index`, `.input`, and `.groups` properties.
  *
  * @param {string|number[]|Uint8Array} input the input string or byte array
  * @returns {Array|null} the match array with index, input, and groups properties, or null
  */
  exec(input) {
    const m = this.matcher(input);
    return m.find() ? execResult(m, input) : null;
  }
  /**
  * Splits input around instances of the regular expression. It returns an array giving the strings
  * that occur before, between, and after instances of the regular expression.
  *
  * If {@code limit <= 0}, there is no limit on the size of the returned array. If
  * {@code limit == 0}, empty strings that would occur at the end of the array are omitted. If
  * {@code limit > 0}, at most limit strings are returned. The final string contains the remainder
  * of the input, possibly including additional matches of the pattern.
  *
  * @param {string} input the input string to be split
  * @param {number} [limit=0] the limit
  * @returns {string[]} the split strings
  */
  split(input, limit = 0) {
    const m = this.matcher(input);
    const result = [];
    let emptiesSkipped = 0;
    let last = 0;
    while (m.find()) {
      if (last === 0 && m.end() === 0) {
        last = m.end();
        continue;
      }
      if (limit > 0 && result.length === limit - 1) break;
      if (last === m.start()) {
        if (limit === 0) {
          emptiesSkipped += 1;
          last = m.end();
          continue;
        }
      } else while (emptiesSkipped > 0) {
        result.push("");
        emptiesSkipped -= 1;
      }
      result.push(m.substring(last, m.start()));
      last = m.end();
    }
    if (limit === 0 && last !== m.inputLength()) {
      while (emptiesSkipped > 0) {
        result.push("");
        emptiesSkipped -= 1;
      }
      result.push(m.substring(last, m.inputLength()));
    }
    if (limit !== 0 || result.length === 0 && !(last === m.inputLength() && last > 0)) result.push(m.substring(last, m.inputLength()));
    return result;
  }
  /**
  * Returns an iterator of all results matching a string against the regular expression,
  * including capturing groups.
  *
  * @param {string|number[]|Uint8Array} input the input string or byte array
  * @returns {IterableIterator<RegExpMatchArray>}
  */
  *matchAll(input) {
    const m = this.matcher(input);
    while (m.find()) yield execResult(m, input);
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    return this.patternInput;
  }
  /**
  * Returns the program size of this pattern.
  *
  * <p>
  * Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
  * "cost". Larger numbers are more expensive than smaller numbers.
  * </p>
  *
  * @returns {number} the program size of this pattern
  */
  programSize() {
    return this.re2Input.numberOfInstructions();
  }
  /**
  * Returns the number of capturing groups in this matcher's pattern. Group zero denotes the entire
  * pattern and is excluded from this count.
  *
  * @returns {number} the number of capturing groups in this pattern
  */
  groupCount() {
    return this.re2Input.numberOfCapturingGroups();
  }
  /**
  * Return a map of the capturing groups in this matcher's pattern, where key is the name and value
  * is the index of the group in the pattern.
  * @returns {Record<string, number>}
  */
  namedGroups() {
    return this.re2Input.namedGroups;
  }
  /**
  *
  * @param {*} other
  * @returns {boolean}
  */
  equals(other) {
    if (this === other) return true;
    if (other === null || this.constructor !== other.constructor) return false;
    return this.flagsInput === other.flagsInput && this.patternInput === other.patternInput;
  }
};

// app/docs-site/gitignore-matcher.ts
var MAX_PATTERNS = 1e3;
var MAX_PATTERN_CHARS = 300;
var MAX_NEGATIONS = 16;
function gitignoreMatcher(patterns) {
  const rules = patterns.split("\n").slice(0, MAX_PATTERNS * 4).map(readRule).filter((rule) => rule !== void 0).slice(0, MAX_PATTERNS);
  const kept = withBoundedNegations(rules);
  const runs = runsOfOneSign(kept);
  if (runs.length === 0) return () => false;
  const anyFolderAbove = alternation(kept.map((rule) => `${rule.source}/.*`));
  const lastSays = (path5, folder) => {
    for (let at = runs.length - 1; at >= 0; at--) {
      const run = runs[at];
      const expression = folder ? run.folders : run.files;
      if (expression?.testExact(path5)) return !run.negated;
    }
    return void 0;
  };
  return (path5) => {
    if (!anyFolderAbove?.testExact(path5)) return lastSays(path5, false) === true;
    if (runs.length === 1 && !runs[0]?.negated) return true;
    const names = path5.split("/");
    for (let depth = 1; depth < names.length; depth++) {
      if (lastSays(names.slice(0, depth).join("/"), true) === true) return true;
    }
    return lastSays(path5, false) === true;
  };
}
function readRule(line) {
  let text = line.endsWith("\r") ? line.slice(0, -1) : line;
  text = text.replace(/(?<!\\) +$/, "");
  if (text === "" || text.startsWith("#") || text.length > MAX_PATTERN_CHARS) return void 0;
  const negated = text.startsWith("!");
  if (negated) text = text.slice(1);
  const folderOnly = text.endsWith("/");
  if (folderOnly) text = text.replace(/\/+$/, "");
  const anchored = text.includes("/");
  text = text.replace(/^\/+/, "");
  if (text === "") return void 0;
  const source = `${anchored ? "" : "(?:.*/)?"}${globSource(text)}`;
  return compiles(source) ? { negated, folderOnly, source } : void 0;
}
function withBoundedNegations(rules) {
  let negations = 0;
  return rules.filter((rule) => !rule.negated || ++negations <= MAX_NEGATIONS);
}
function runsOfOneSign(rules) {
  const runs = [];
  for (let start = 0; start < rules.length; ) {
    const negated = rules[start].negated;
    let end = start;
    while (end < rules.length && rules[end].negated === negated) end++;
    const run = rules.slice(start, end);
    runs.push({
      negated,
      folders: alternation(run.map((rule) => rule.source)),
      files: alternation(run.filter((rule) => !rule.folderOnly).map((rule) => rule.source))
    });
    start = end;
  }
  return runs;
}
function alternation(sources) {
  return sources.length === 0 ? void 0 : RE2JS.compile(`(?:${sources.join("|")})`, RE2JS.DOTALL);
}
function compiles(source) {
  try {
    RE2JS.compile(source);
    return true;
  } catch {
    return false;
  }
}
function globSource(glob) {
  let out = "";
  for (let at = 0; at < glob.length; ) {
    const char = glob[at];
    if (char === "*") {
      let stars = 0;
      while (glob[at] === "*") {
        stars++;
        at++;
      }
      const wholeSegment = stars >= 2 && (out === "" || out.endsWith("/")) && (at === glob.length || glob[at] === "/");
      if (wholeSegment && glob[at] === "/") {
        out += "(?:.*/)?";
        at++;
      } else {
        out += wholeSegment ? ".*" : "[^/]*";
      }
    } else if (char === "?") {
      out += "[^/]";
      at++;
    } else if (char === "[" && glob.indexOf("]", at + 2) > 0) {
      const end = glob.indexOf("]", at + 2);
      let body = glob.slice(at + 1, end);
      const negated = body.startsWith("!") || body.startsWith("^");
      if (negated) body = body.slice(1);
      const members = [...body].map(
        (c, i, all) => c === "-" && i > 0 && i < all.length - 1 ? "-" : /\w/.test(c) ? c : `\\${c}`
      ).join("");
      out += negated ? `[^/${members}]` : `[${members}]`;
      at = end + 1;
    } else if (char === "\\" && at + 1 < glob.length) {
      out += RE2JS.quote(glob[at + 1]);
      at += 2;
    } else {
      out += RE2JS.quote(char);
      at++;
    }
  }
  return out;
}

// app/docs-site/read-mintlify-site.ts
var OPENAPI_ENTRY = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s/i;
var SCHEME3 = /^[a-z][a-z0-9+.-]*:/i;
async function readMintlifySite(view, show, configFile) {
  const root = parentOf(configFile);
  const configName = show(configFile);
  const texts = /* @__PURE__ */ new Map();
  const locators = /* @__PURE__ */ new Map();
  const entries = [];
  const files = [configFile];
  const configFindings = [];
  const redirectSources = /* @__PURE__ */ new Set();
  const redirectPatterns = [];
  let complete = true;
  const locate = (file2, pointer, value) => {
    let locator = locators.get(file2);
    if (!locator) {
      locator = createJsonLocator(texts.get(file2) ?? "");
      locators.set(file2, locator);
    }
    return locator(pointer, value);
  };
  const load = async (file2) => {
    const text = await view.text(file2);
    if (text === void 0) return void 0;
    texts.set(file2, text);
    try {
      return JSON.parse(text);
    } catch {
      return void 0;
    }
  };
  const dereference = async (value, pointer, file2, chain) => {
    const ref = value.$ref;
    if (typeof ref !== "string") return { value, file: file2, chain };
    const target = joinPath(parentOf(file2), ref);
    const problem = (message) => {
      complete = false;
      configFindings.push({
        path: file2,
        line: locate(file2, [...pointer, "$ref"], ref),
        rule: "config-json",
        subject: `$ref ${ref}`,
        message
      });
      return void 0;
    };
    if (target === void 0 || !isInside(root, target)) {
      return problem(
        `"$ref": "${ref}" leaves the folder of ${baseName(configFile)}: Mintlify only follows references inside it.`
      );
    }
    if (!view.has(target)) {
      return problem(
        `"$ref": "${ref}" points to ${show(target)}, which does not exist: create it or fix the path (it is resolved from the folder of ${show(file2)}).`
      );
    }
    if (chain.includes(target)) {
      return problem(
        `"$ref": "${ref}" refers back to a file that includes it (${[...chain, target].map(show).join(" → ")}): remove the cycle.`
      );
    }
    files.push(target);
    const loaded = await load(target);
    if (loaded === void 0) complete = false;
    if (loaded !== null && typeof loaded === "object" && !Array.isArray(loaded)) {
      const { $ref: _ref, ...siblings } = value;
      return {
        value: { ...loaded, ...siblings },
        file: target,
        chain: [...chain, target]
      };
    }
    return { value: loaded, file: target, chain: [...chain, target] };
  };
  const addEntry = (ref, file2, pointer) => {
    if (OPENAPI_ENTRY.test(ref) || SCHEME3.test(ref) || ref.trim() === "") return [];
    const base = joinPath(root, ref.trim().replace(/^\/+/, ""));
    if (base === void 0) return [];
    const candidates = isPagePath(base) ? [base] : [`${base}.mdx`, `${base}.md`];
    const entry = { ref, file: file2, line: void 0, pointer, candidates, docId: void 0 };
    entries.push(entry);
    return [{ kind: "page", label: void 0, entry }];
  };
  const walk = async (node, pointer, file2, chain) => {
    if (Array.isArray(node)) {
      const items2 = [];
      for (const [index, item] of node.entries())
        items2.push(...await walk(item, [...pointer, index], file2, chain));
      return items2;
    }
    if (node === null || typeof node !== "object") return [];
    const resolved = await dereference(node, pointer, file2, chain);
    if (!resolved) return [];
    const here = resolved.file === file2 ? pointer : [];
    if (Array.isArray(resolved.value) || resolved.value === null || typeof resolved.value !== "object") {
      return resolved.file !== file2 ? walk(resolved.value, here, resolved.file, resolved.chain) : [];
    }
    const object = resolved.value;
    const items = [];
    for (const [key, value] of Object.entries(object)) {
      if (key === "$ref") continue;
      if (key === "pages" && Array.isArray(value)) {
        for (const [index, item] of value.entries()) {
          if (typeof item === "string")
            items.push(...addEntry(item, resolved.file, [...here, key, index]));
          else
            items.push(...await walk(item, [...here, key, index], resolved.file, resolved.chain));
        }
      } else if (key === "root" && typeof value === "string") {
        items.unshift(...addEntry(value, resolved.file, [...here, key]));
      } else if (typeof value === "object") {
        items.push(...await walk(value, [...here, key], resolved.file, resolved.chain));
      }
    }
    return levelOf(object, items);
  };
  const redirectEntries = [];
  const readRedirects = async (node, file2, pointer) => {
    if (node === null || typeof node !== "object") return;
    if (!Array.isArray(node)) {
      const resolved = await dereference(node, pointer, file2, [file2]);
      if (resolved && resolved.file !== file2)
        await readRedirects(resolved.value, resolved.file, []);
      return;
    }
    for (const [index, item] of node.entries()) {
      const { source, destination } = item ?? {};
      if (typeof source !== "string") continue;
      if (source.includes(":") || source.includes("*"))
        redirectPatterns.push(redirectPatternSource(source));
      else redirectSources.add(normalizeUrl(source));
      if (typeof destination === "string") {
        redirectEntries.push({
          source,
          destination,
          file: file2,
          line: locate(file2, [...pointer, index, "destination"], destination)
        });
      }
    }
  };
  const config = await load(configFile);
  let navigation;
  if (config !== null && typeof config === "object" && !Array.isArray(config)) {
    const { navigation: nav, redirects } = config;
    if (nav !== void 0) {
      const outline = await walk(nav, ["navigation"], configFile, [configFile]);
      navigation = pathNavigation(view, {
        files,
        where: `the navigation in ${configName}`,
        entries,
        outline,
        titleFields: ["sidebarTitle", "title"],
        complete,
        entryFor: (page) => pathBelow(root, withoutExtension(page)),
        lineOf: (entry) => entry.line ?? locate(entry.file, entry.pointer ?? [], entry.ref)
      });
    }
    await readRedirects(redirects, configFile, ["redirects"]);
  }
  const ignoreFile = joinPath(root, ".mintignore");
  const ignored = view.has(ignoreFile) ? gitignoreMatcher(await view.text(ignoreFile) ?? "") : () => false;
  const snippets = joinPath(root, DOCS_SITE_DEFAULTS.mintlify.snippetsDir) ?? DOCS_SITE_DEFAULTS.mintlify.snippetsDir;
  const readme = joinPath(root, "README.md");
  const urlOf = (page) => {
    const below = pathBelow(root, isPagePath(page) ? withoutExtension(page) : page);
    return `/${below.replace(/(?:^|\/)index$/, "")}`;
  };
  const anyRedirectPattern = redirectPatterns.length > 0 ? RE2JS.compile(redirectPatterns.map((source) => `(?:${source})`).join("|"), RE2JS.DOTALL) : void 0;
  const isRedirectedUrl = (url) => {
    const normalized = normalizeUrl(url);
    return redirectSources.has(normalized) || (anyRedirectPattern?.testExact(normalized) ?? false);
  };
  const declaresOpenApi = [...texts].some(
    ([file2, text]) => generatesPages(parsedOrUndefined(text), file2 === configFile)
  );
  const plain = plainSite(root);
  return {
    ...plain,
    kind: "mintlify",
    configFile,
    mdxForMd: true,
    looseAnchors: true,
    parseOptions: { ...plain.parseOptions, explicitHeadingIds: false },
    navigation,
    configFindings,
    urlOf,
    isPartial: (page) => isInside(snippets, page) || page === readme,
    isIgnored: (path5) => isInside(root, path5) && ignored(pathBelow(root, path5)),
    isRedirected: (page) => isRedirectedUrl(urlOf(page)),
    isRedirectedUrl,
    redirectHint: (from, to) => {
      const source = urlOf(from);
      if (isRedirectedUrl(source)) return void 0;
      const destination = to === void 0 ? "<the page that replaces it>" : urlOf(to);
      return `add { "source": "${source}", "destination": "${destination}" } to "redirects" in ${configName} so old links keep working`;
    },
    redirects: {
      file: configFile,
      line: locate(configFile, ["redirects"]),
      complete: true,
      editable: true,
      entries: redirectEntries,
      destinationOf: async (entry) => {
        const destination = entry.destination.trim();
        if (SCHEME3.test(destination) || destination.startsWith("//") || destination.includes(":"))
          return { status: "unchecked" };
        const url = normalizeUrl(destination);
        const below = joinPath(root, url.replace(/^\/+/, ""));
        if (below === void 0) return { status: "unchecked" };
        const candidates = url === "/" ? [`${below}/index.mdx`, `${below}/index.md`].map((path5) => path5.replace(/^\//, "")) : [`${below}.mdx`, `${below}.md`, `${below}/index.mdx`, `${below}/index.md`];
        if (candidates.some((candidate) => view.has(candidate))) return { status: "found" };
        if (isRedirectedUrl(url)) return { status: "found" };
        return { status: "missing", candidates, certain: !declaresOpenApi };
      }
    }
  };
}
function parsedOrUndefined(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function generatesPages(node, top) {
  if (Array.isArray(node)) return node.some((item) => generatesPages(item, false));
  if (node === null || typeof node !== "object") return false;
  return Object.entries(node).some(([key, value]) => {
    if (top && key === "api") return false;
    if (key === "openapi" || key === "asyncapi") return true;
    const operation = (page) => typeof page === "string" && OPENAPI_ENTRY.test(page);
    if (key === "pages" && Array.isArray(value) && value.some(operation)) return true;
    return generatesPages(value, false);
  });
}
var LEVELS = [
  ["group", "Group"],
  ["tab", "Tab"],
  ["anchor", "Anchor"],
  ["dropdown", "Dropdown"],
  ["version", "Version"],
  ["language", "Language"],
  ["product", "Product"],
  ["item", "Item"]
];
function levelOf(object, items) {
  const level = LEVELS.find(([key]) => typeof object[key] === "string");
  if (!level) return items;
  const label = `${level[1]}: ${object[level[0]]}`;
  if (items.length === 0 && typeof object.href === "string")
    return [{ kind: "link", label, href: object.href }];
  return [{ kind: "group", label, items }];
}
function redirectPatternSource(source) {
  const path5 = normalizeUrl(source);
  return path5.split("/").map(
    (part) => part.startsWith(":") ? part.endsWith("*") ? ".*" : "[^/]+" : part.split(/\*+/).map((piece) => piece === "" ? "" : RE2JS.quote(piece)).join(".*")
  ).join("/");
}
function normalizeUrl(url) {
  const path5 = url.split(/[?#]/)[0] ?? "";
  const trimmed = path5.replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed || "/" : `/${trimmed}`;
}

// app/docs-site/read-mkdocs-site.ts
var import_yaml = __toESM(require_dist(), 1);
var SCHEME4 = /^[a-z][a-z0-9+.-]*:/i;
async function readMkdocsSite(view, show, configFile) {
  const text = await view.text(configFile) ?? "";
  const lines = new import_yaml.LineCounter();
  const document = (0, import_yaml.parseDocument)(text, { lineCounter: lines, prettyErrors: false });
  const config = document.errors.length === 0 ? document.toJS({ maxAliasCount: 100 }) : {};
  const settings = config !== null && typeof config === "object" ? config : {};
  const docsDir = typeof settings.docs_dir === "string" ? settings.docs_dir : DOCS_SITE_DEFAULTS.mkdocs.docsDir;
  const root = joinPath(parentOf(configFile), docsDir) ?? parentOf(configFile);
  const configName = show(configFile);
  const entries = [];
  const addEntry = (label, ref, node) => {
    const trimmed = ref.trim();
    if (SCHEME4.test(trimmed)) return [{ kind: "link", label: label ?? trimmed, href: trimmed }];
    if (trimmed === "" || trimmed.startsWith("!") || trimmed.endsWith("/")) return [];
    const path5 = joinPath(root, trimmed.replace(/^\/+/, ""));
    if (path5 === void 0) return [];
    const line = node.range ? lines.linePos(node.range[0]).line : 1;
    const entry = {
      ref,
      file: configFile,
      line,
      pointer: void 0,
      candidates: [path5],
      docId: void 0
    };
    entries.push(entry);
    return [{ kind: "page", label, entry }];
  };
  const walk = (node) => {
    if ((0, import_yaml.isSeq)(node)) return node.items.flatMap((item) => walk(item));
    if ((0, import_yaml.isScalar)(node) && typeof node.value === "string")
      return addEntry(void 0, node.value, node);
    if (!(0, import_yaml.isMap)(node)) return [];
    return node.items.flatMap((pair) => {
      const label = (0, import_yaml.isScalar)(pair.key) ? String(pair.key.value) : void 0;
      if ((0, import_yaml.isScalar)(pair.value) && typeof pair.value.value === "string")
        return addEntry(label, pair.value.value, pair.value);
      const items = walk(pair.value);
      return label !== void 0 && (0, import_yaml.isSeq)(pair.value) ? [{ kind: "group", label, items }] : items;
    });
  };
  const nav = (0, import_yaml.isMap)(document.contents) ? document.contents.get("nav", true) : void 0;
  const excluded = typeof settings.exclude_docs === "string" ? gitignoreMatcher(settings.exclude_docs) : () => false;
  const notInNav = typeof settings.not_in_nav === "string" ? gitignoreMatcher(settings.not_in_nav) : () => false;
  const plugins = pluginOptions(settings.plugins);
  const blog = plugins.get("blog") ?? plugins.get("material/blog");
  const blogPosts = blog ? joinPath(root, `${typeof blog.blog_dir === "string" ? blog.blog_dir : "blog"}/posts`) : void 0;
  const navFromPlugin = ["awesome-pages", "awesome-nav", "literate-nav"].some(
    (name) => plugins.has(name)
  );
  let navigation;
  if (nav !== void 0 && document.errors.length === 0) {
    const outline = walk(nav);
    navigation = pathNavigation(view, {
      files: [configFile],
      where: `the nav of ${configName}`,
      entries,
      outline,
      titleFields: ["title"],
      complete: !navFromPlugin,
      covers: (page) => notInNav(pathBelow(root, page)) || blogPosts !== void 0 && isInside(blogPosts, page),
      entryFor: (page) => pathBelow(root, page),
      lineOf: (entry) => entry.line ?? 1
    });
  }
  const redirectPlugin = plugins.get("redirects");
  const maps = redirectPlugin?.redirect_maps;
  const redirectMaps = redirectPlugin ? new Map(
    maps !== null && typeof maps === "object" ? Object.entries(maps) : []
  ) : void 0;
  const mapLines = redirectMapLines(document, lines);
  const sitePath = typeof settings.site_url === "string" ? urlPath(settings.site_url) : "";
  const urlOf = (page) => pathBelow(root, page);
  const isRedirectedUrl = (url) => redirectMaps?.has(url.replace(/^\/+/, "")) ?? false;
  const plain = plainSite(root);
  return {
    ...plain,
    kind: "mkdocs",
    configFile,
    urlPrefix: sitePath,
    // pymdownx.slugs and other slugify settings vary: accept GitHub's form as well.
    slugStyles: ["python-markdown", "github"],
    parseOptions: { ...plain.parseOptions, mkdocsBlocks: true },
    navigation,
    urlOf,
    isIgnored: (path5) => isInside(root, path5) && excluded(pathBelow(root, path5)),
    isRedirected: (page) => isRedirectedUrl(urlOf(page)),
    isRedirectedUrl,
    redirectHint: (from, to) => {
      const key = urlOf(from);
      if (redirectMaps?.has(key)) return void 0;
      if (!redirectMaps)
        return `say in checksNote why ${key} may stop working (${configName} has no redirects plugin, and adding mkdocs-redirects is the docs team's decision)`;
      const target = to === void 0 ? "<the page that replaces it>" : urlOf(to);
      return `add '${key}': '${target}' to \`redirect_maps\` of the redirects plugin in ${configName} so old links keep working`;
    },
    redirects: {
      file: configFile,
      line: mapLines.section,
      complete: true,
      editable: redirectMaps !== void 0,
      entries: [...redirectMaps ?? []].flatMap(
        ([source, destination]) => typeof destination === "string" ? [{ source, destination, file: configFile, line: mapLines.of(source) }] : []
      ),
      destinationOf: async (entry) => {
        const destination = entry.destination.trim().split("#")[0] ?? "";
        if (SCHEME4.test(destination) || destination.startsWith("//") || destination === "")
          return { status: "unchecked" };
        const path5 = joinPath(root, destination.replace(/^\/+/, ""));
        if (path5 === void 0) return { status: "unchecked" };
        const candidates = destination.endsWith("/") ? [`${path5}/index.md`, `${path5}/README.md`] : [path5];
        return candidates.some((candidate) => view.has(candidate)) ? { status: "found" } : { status: "missing", candidates, certain: true };
      }
    }
  };
}
function redirectMapLines(document, lines) {
  const lineOf = (node) => node?.range ? lines.linePos(node.range[0]).line : void 0;
  const keys = /* @__PURE__ */ new Map();
  let section;
  const top = (0, import_yaml.isMap)(document.contents) ? document.contents : void 0;
  const pluginsPair = top?.items.find((pair) => (0, import_yaml.isScalar)(pair.key) && pair.key.value === "plugins");
  const plugins = pluginsPair?.value;
  if ((0, import_yaml.isSeq)(plugins)) {
    section = lineOf(pluginsPair?.key);
    for (const item of plugins.items) {
      const options = (0, import_yaml.isMap)(item) ? item.get("redirects", true) : void 0;
      const mapPair = (0, import_yaml.isMap)(options) ? options.items.find((pair) => (0, import_yaml.isScalar)(pair.key) && pair.key.value === "redirect_maps") : void 0;
      if (!mapPair) continue;
      section = lineOf(mapPair.key) ?? section;
      if (!(0, import_yaml.isMap)(mapPair.value)) continue;
      for (const pair of mapPair.value.items) {
        if ((0, import_yaml.isScalar)(pair.key)) keys.set(String(pair.key.value), lineOf(pair.key) ?? 1);
      }
    }
  }
  return { section: section ?? 1, of: (source) => keys.get(source) ?? section ?? 1 };
}
function pluginOptions(plugins) {
  const options = /* @__PURE__ */ new Map();
  if (!Array.isArray(plugins)) return options;
  for (const plugin of plugins) {
    if (typeof plugin === "string") options.set(plugin, {});
    else if (plugin !== null && typeof plugin === "object") {
      for (const [name, value] of Object.entries(plugin)) {
        options.set(
          name,
          value !== null && typeof value === "object" ? value : {}
        );
      }
    }
  }
  return options;
}
function urlPath(siteUrl) {
  try {
    return new URL(siteUrl).pathname.replace(/\/+$/, "");
  } catch {
    return "";
  }
}

// app/docs-site/detect-docs-sites.ts
var DOCUSAURUS_FILES = /* @__PURE__ */ new Set([...SIDEBAR_FILES, ...DOCS_SITE_DEFAULTS.docusaurus.configFiles]);
var CONFIG_FILES = siteFileNames(
  (file2) => file2.role === "config" && ["mintlify", "mkdocs", "mdbook"].includes(file2.generator)
);
async function detectDocsSites(view, show) {
  const found = [];
  const claimed = /* @__PURE__ */ new Set();
  const byFolder = /* @__PURE__ */ new Map();
  for (const path5 of view.files) {
    if (path5.split("/").some((part) => part === "node_modules" || part.startsWith("."))) continue;
    const folder = parentOf(path5);
    const names = byFolder.get(folder) ?? /* @__PURE__ */ new Set();
    names.add(baseName(path5));
    byFolder.set(folder, names);
  }
  for (const [folder, names] of byFolder) {
    const site = readSiteIn(view, show, folder, names);
    if (!site) continue;
    found.push(site);
    if ((await site).kind === "mdbook") claimed.add((await site).root);
  }
  for (const [folder, names] of byFolder) {
    if (names.has("SUMMARY.md") && !claimed.has(folder) && !byFolder.get(folder)?.has("book.toml")) {
      found.push(readMdbookSite(view, show, void 0, joinPath(folder, "SUMMARY.md")));
    }
  }
  const sites = await Promise.all(found);
  const plain = plainSite(view.docsRoot);
  const owned = sites.flatMap((site) => [.../* @__PURE__ */ new Set([site.root, site.navRoot])].map((folder) => ({ folder, site }))).sort((a, b) => b.folder.length - a.folder.length);
  return {
    sites,
    siteOf: (path5) => owned.find(({ folder }) => isInside(folder, path5))?.site ?? plain
  };
}
function readSiteIn(view, show, folder, names) {
  const at = (name) => joinPath(folder, name);
  for (const name of CONFIG_FILES) {
    if (!names.has(name)) continue;
    const generator = siteFileOf(name)?.generator;
    if (generator === "mintlify") return readMintlifySite(view, show, at(name));
    if (generator === "mkdocs") return readMkdocsSite(view, show, at(name));
    if (generator === "mdbook") return readMdbookSite(view, show, at(name), void 0);
  }
  if ([...names].some((name) => DOCUSAURUS_FILES.has(name)))
    return readDocusaurusSite(view, show, folder);
  return void 0;
}
var DEFINING_FILES = [...CONFIG_FILES, ...DOCUSAURUS_FILES, "SUMMARY.md"];

// app/docs-site/read-front-matter.ts
var import_yaml2 = __toESM(require_dist(), 1);
var FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m;
function readFrontMatter(text) {
  const match = FRONT_MATTER.exec(text);
  if (match?.index !== 0) return void 0;
  const body = match[1] ?? "";
  const endLine = countLines(match[0]);
  const document = (0, import_yaml2.parseDocument)(body, { prettyErrors: false });
  const error = document.errors[0];
  if (error) {
    const line = 1 + lineAt(body, Math.min(error.pos[0], Math.max(0, body.trimEnd().length - 1)));
    return {
      endLine,
      fields: void 0,
      error: { line, message: firstLine(error.message), code: error.code }
    };
  }
  if (document.contents === null) return { endLine, fields: {}, error: void 0 };
  if (!(0, import_yaml2.isMap)(document.contents)) {
    return {
      endLine,
      fields: void 0,
      error: {
        line: 2,
        message: "front matter must be a mapping of fields (`key: value` lines)",
        code: "NOT_A_MAP"
      }
    };
  }
  let fields;
  try {
    fields = document.toJS({ maxAliasCount: 100 });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return {
      endLine,
      fields: void 0,
      error: { line: 2, message: firstLine(message), code: "TO_JS" }
    };
  }
  return { endLine, fields, error: void 0 };
}
function countLines(text) {
  let lines = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  return text.endsWith("\n") ? lines : lines + 1;
}
function firstLine(message) {
  return (message.split("\n")[0] ?? message).replace(/ at line \d+, column \d+:?$/, "").trim();
}

// app/docs-site/tree-view.ts
var MAX_PAGE_CHARACTERS = 1e6;
var TreeView = class {
  constructor(tree) {
    this.tree = tree;
    this.files = new Set(tree.listFiles());
    this.docsRoot = tree.docsRoot;
  }
  tree;
  files;
  docsRoot;
  counts = { filesRead: 0, pagesParsed: 0 };
  texts = /* @__PURE__ */ new Map();
  pages = /* @__PURE__ */ new Map();
  frontMatters = /* @__PURE__ */ new Map();
  folders;
  names;
  allFolders = /* @__PURE__ */ new Set();
  has(path5) {
    return this.files.has(path5);
  }
  /** Whether a path lies where this tree's file list is authoritative. */
  isJudged(path5) {
    return isInside(this.docsRoot, path5);
  }
  text(path5) {
    let text = this.texts.get(path5);
    if (!text) {
      if (!this.files.has(path5)) return Promise.resolve(void 0);
      this.counts.filesRead++;
      text = this.tree.read(path5);
      this.texts.set(path5, text);
    }
    return text;
  }
  frontMatter(path5) {
    let frontMatter = this.frontMatters.get(path5);
    if (!frontMatter) {
      frontMatter = this.text(path5).then(
        (text) => text === void 0 ? void 0 : readFrontMatter(text)
      );
      this.frontMatters.set(path5, frontMatter);
    }
    return frontMatter;
  }
  /** The page parsed with its site's options (a path belongs to one site, so one parse serves). */
  page(path5, options) {
    let page = this.pages.get(path5);
    if (!page) {
      page = this.text(path5).then((text) => {
        if (text === void 0 || text.length > MAX_PAGE_CHARACTERS) return void 0;
        this.counts.pagesParsed++;
        return sharedPageParser().parse(text, options);
      });
      this.pages.set(path5, page);
    }
    return page;
  }
  /** The files directly inside a folder, sorted. */
  filesIn(folder) {
    if (!this.folders) {
      this.folders = /* @__PURE__ */ new Map();
      for (const path5 of [...this.files].sort()) {
        const parent = parentOf(path5);
        const list = this.folders.get(parent);
        if (list) list.push(path5);
        else this.folders.set(parent, [path5]);
        for (let folder2 = parent; folder2 !== "" && !this.allFolders.has(folder2); folder2 = parentOf(folder2)) {
          this.allFolders.add(folder2);
        }
      }
    }
    return this.folders.get(folder) ?? [];
  }
  /** The files with this file name, anywhere in the tree. */
  filesNamed(name) {
    if (!this.names) {
      this.names = /* @__PURE__ */ new Map();
      for (const path5 of this.files) {
        const own = path5.slice(path5.lastIndexOf("/") + 1);
        const list = this.names.get(own);
        if (list) list.push(path5);
        else this.names.set(own, [path5]);
      }
    }
    return this.names.get(name) ?? [];
  }
  /** Whether any file lies under the folder. */
  hasFolder(folder) {
    if (folder === "") return this.files.size > 0;
    this.filesIn(folder);
    return this.allFolders.has(folder);
  }
};

// app/docs-check/check-config-file.ts
var import_yaml3 = __toESM(require_dist(), 1);
var CONFIG_EXTENSIONS = /* @__PURE__ */ new Set([".json", ".yaml", ".yml", ".toml"]);
function isConfigPath(path5) {
  return CONFIG_EXTENSIONS.has(extensionOf(path5));
}
var BUILD_BLOCKED = {
  mintlify: " Mintlify cannot build the site until it does.",
  mkdocs: " MkDocs cannot build the site until it does.",
  mdbook: " mdBook cannot build the book until it does."
};
async function checkConfigFile(view, show, path5) {
  const text = await view.text(path5);
  if (text === void 0) return [];
  const extension = extensionOf(path5);
  const name = baseName(path5);
  const site = siteFileOf(name);
  const builds = site?.role === "config" ? BUILD_BLOCKED[site.generator] ?? "" : "";
  if (extension === ".json") {
    try {
      JSON.parse(text);
      return [];
    } catch {
      const errors = [];
      parse2(text, errors, {
        allowTrailingComma: false,
        disallowComments: true,
        allowEmptyContent: false
      });
      const first = errors[0];
      const line = first ? lineAt(text, first.offset) : 1;
      const reason = first ? describeJsonError(printParseErrorCode(first.error)) : "it does not parse";
      return [
        {
          path: path5,
          line,
          rule: "config-json",
          subject: "syntax",
          message: `${show(path5)} is not valid JSON: ${reason}.${builds} Fix the syntax: double-quoted keys and strings, commas between items and none after the last, no comments.`
        }
      ];
    }
  }
  if (extension === ".yaml" || extension === ".yml") {
    for (const document of (0, import_yaml3.parseAllDocuments)(text, { prettyErrors: false })) {
      const error = "errors" in document ? document.errors[0] : void 0;
      if (!error) continue;
      return [
        {
          path: path5,
          line: lineAt(text, error.pos[0]),
          rule: "config-yaml",
          subject: "syntax",
          message: `${show(path5)} is not valid YAML: ${(error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "")}.${builds} Check the indentation (spaces, not tabs) and quote values that contain ": " or start with a special character.`
        }
      ];
    }
    return [];
  }
  if (extension === ".toml") {
    try {
      parse3(text);
      return [];
    } catch (cause) {
      const error = cause;
      const reason = String(error.message ?? cause).split("\n")[0] ?? "";
      return [
        {
          path: path5,
          line: typeof error.line === "number" ? error.line : 1,
          rule: "config-toml",
          subject: "syntax",
          message: `${show(path5)} is not valid TOML: ${reason}.${builds} Fix the syntax: quoted strings, [table] headers, key = value lines.`
        }
      ];
    }
  }
  return [];
}
function describeJsonError(code) {
  const words = code.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  if (code === "PropertyNameExpected" || code === "ValueExpected")
    return `${words} (a trailing comma?)`;
  if (code === "InvalidCommentToken") return "comments are not allowed in JSON";
  return words;
}

// app/docs-check/check-context.ts
var REPOSITORY_FILES = /^(?:CHANGELOG|CONTRIBUTING|CODE_OF_CONDUCT|LICENSE|SECURITY|AGENTS|CLAUDE)(?:\.[a-z]+)?$/;
function isRepositoryFile(path5) {
  return REPOSITORY_FILES.test(path5.slice(path5.lastIndexOf("/") + 1));
}
function fateOf(facts, view, candidates) {
  if (!facts) return void 0;
  for (const candidate of candidates) {
    if (!facts.baseFiles.has(candidate) || view.has(candidate)) continue;
    return { path: candidate, movedTo: facts.moved.get(candidate) };
  }
  return void 0;
}
function lookedFor(candidates, show) {
  const [first, second] = candidates;
  if (first === void 0) return "";
  const alternative = second !== void 0 && withoutExtension(second) === withoutExtension(first) ? ` or ${second.slice(withoutExtension(second).length)}` : "";
  return ` (looked for ${show(first)}${alternative})`;
}

// app/docs-check/resolve-reference.ts
var SCHEME5 = /^[a-z][a-z0-9+.-]*:/i;
var SKIP = { status: "skip" };
async function resolveReference(view, site, from, reference) {
  const raw = reference.url.trim();
  if (raw === "" || SCHEME5.test(raw) || raw.startsWith("//") || /[{}$]/.test(raw)) return SKIP;
  const hash = raw.indexOf("#");
  const fragment = hash < 0 ? void 0 : safeDecode(raw.slice(hash + 1));
  const target = safeDecode((hash < 0 ? raw : raw.slice(0, hash)).split("?")[0] ?? "");
  if (target === "") {
    return reference.kind === "link" ? { status: "found", path: from, fragment } : SKIP;
  }
  if (reference.kind === "import" && !/^(?:\.{1,2}\/|\/|@site\/)/.test(target)) return SKIP;
  const bases = [];
  const push = (base) => {
    if (base !== void 0 && !bases.includes(base)) bases.push(base);
  };
  const rawExtension = extensionOf(target.replace(/\/+$/, ""));
  const extension = /^\.[a-z][a-z0-9]{0,7}$/i.test(rawExtension) ? rawExtension : "";
  const isAsset = reference.kind === "image" || extension !== "" && !isPagePath(target) && extension !== ".html";
  if (target.startsWith("@site/")) {
    push(joinPath(site.root, target.slice("@site/".length)));
  } else if (target.startsWith("/")) {
    let rest = target;
    if (site.urlPrefix && (rest === site.urlPrefix || rest.startsWith(`${site.urlPrefix}/`))) {
      rest = rest.slice(site.urlPrefix.length) || "/";
    }
    if (site.pageAtUrl && !isAsset && !isPagePath(rest)) {
      const page = await site.pageAtUrl(rest);
      if (page === "outside") return SKIP;
      if (page) return { status: "found", path: page, fragment };
      const guess = joinPath(site.navRoot, rest.replace(/^\/+/, "").split("/").slice(1).join("/"));
      return guess === void 0 ? SKIP : { status: "missing", candidates: [guess], pageLike: true };
    }
    push(joinPath(isAsset ? site.assetRoot : site.urlRoot, rest));
    if (isAsset && site.assetRoot !== site.urlRoot) push(joinPath(site.urlRoot, rest));
    const segments = rest.replace(/^\/+/, "").split("/");
    const first = joinPath(site.urlRoot, segments[0] ?? "");
    if (segments.length > 1 && first !== void 0 && !view.hasFolder(first) && !hasPage(view, first)) {
      push(joinPath(site.urlRoot, segments.slice(1).join("/")));
    }
  } else {
    push(joinPath(parentOf(from), target));
    if (site.kind === "mkdocs" && !isPagePath(target)) {
      const stem = withoutExtension(baseName(from));
      push(
        joinPath(
          stem === "index" || stem === "README" ? parentOf(from) : withoutExtension(from),
          target
        )
      );
    }
  }
  const primary = bases[0];
  if (primary === void 0 || !view.isJudged(primary)) return SKIP;
  const candidates = bases.flatMap((base) => expand(base, target, reference.kind, site));
  const found = candidates.find((candidate) => view.has(candidate));
  if (found) return { status: "found", path: found, fragment };
  if (site.kind === "plain" && reference.kind === "link" && bases.some((base) => view.hasFolder(base))) {
    return { status: "found", path: primary, fragment: void 0 };
  }
  if (reference.kind === "link" && candidates.some((candidate) => site.isRedirected(candidate))) {
    return SKIP;
  }
  return { status: "missing", candidates, pageLike: !isAsset && reference.kind === "link" };
}
function expand(base, target, kind, site) {
  const extension = extensionOf(base);
  if (kind === "image") return [base];
  if (kind === "import" || kind === "include") {
    return extension === "" ? [base, ...[".mdx", ".md", ".jsx", ".js", ".tsx", ".ts"].map((e) => base + e)] : [base];
  }
  if (PAGE_EXTENSIONS.has(extension)) return [base];
  if (extension === ".html") {
    const readme = baseName(base) === "index.html" ? [`${parentOf(base) ? `${parentOf(base)}/` : ""}README.md`] : [];
    return [`${withoutExtension(base)}.md`, ...readme, base];
  }
  if (extension !== "" && !target.endsWith("/")) return [base];
  const order = site.mdxForMd || site.kind === "mintlify" ? [".mdx", ".md"] : [".md", ".mdx"];
  const inside = base === "" ? "" : `${base}/`;
  return [
    ...order.map((e) => base + e),
    ...order.map((e) => `${inside}index${e}`),
    `${inside}README.md`,
    base
  ].filter((candidate) => candidate !== "" && !candidate.startsWith("."));
}
function hasPage(view, base) {
  return [".mdx", ".md"].some((extension) => view.has(base + extension));
}
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// app/docs-check/check-page.ts
var MIN_NEIGHBOURS = 4;
var MAX_NEIGHBOURS = 12;
var IGNORED_FRAGMENTS = /* @__PURE__ */ new Set(["", "top"]);
async function checkPage(context, path5) {
  const { view, sites } = context;
  const site = sites.siteOf(path5);
  if (site.navigation?.files.includes(path5)) return [];
  const frontMatter = await view.frontMatter(path5);
  const page = await parsedPage(context, path5);
  if (!page) return [];
  const findings = [];
  if (frontMatter?.error) {
    findings.push({
      path: path5,
      line: frontMatter.error.line,
      rule: "frontmatter-yaml",
      subject: "front matter",
      message: `The front matter is not valid YAML: ${frontMatter.error.message}. Quote values that contain ": " or " #" or start with a special character (\`*&!|>'"%@\`), and indent nested fields consistently.`
    });
  }
  for (const problem of page.problems) findings.push({ path: path5, ...problem });
  if (!page.parsed) return findings;
  for (const reference of page.references) {
    const finding = await checkReference(context, site, path5, reference);
    if (finding) findings.push(finding);
  }
  if (!frontMatter?.error)
    findings.push(...await checkNeighbourFields(context, site, path5, frontMatter));
  return findings;
}
function parsedPage(context, path5) {
  const site = context.sites.siteOf(path5);
  const extension = extensionOf(path5);
  return context.view.page(path5, {
    ...site.parseOptions,
    mdx: extension === ".mdx" || site.mdxForMd && extension === ".md",
    slugStyles: site.slugStyles
  });
}
async function checkReference(context, site, from, reference) {
  const resolution = await resolveReference(context.view, site, from, reference);
  if (resolution.status === "skip") return void 0;
  if (resolution.status === "missing")
    return describeMissing(context, site, from, reference, resolution);
  const { path: path5, fragment } = resolution;
  if (fragment === void 0 || IGNORED_FRAGMENTS.has(fragment) || fragment.startsWith(":~:"))
    return void 0;
  if (!isPagePath(path5)) return void 0;
  const target = await parsedPage(context, path5);
  if (!target?.parsed) return void 0;
  const anchors = await anchorsOf(context, path5, target);
  if (anchors === void 0) return void 0;
  const targetSite = context.sites.siteOf(path5);
  const wanted = fragment.toLowerCase();
  if (anchors.has(wanted)) return void 0;
  if (targetSite.looseAnchors && [...anchors].some((anchor) => loose(anchor) === loose(wanted))) {
    return void 0;
  }
  const known = target.headingSlugs.slice(0, 12).map((slug) => `#${slug}`);
  const where = path5 === from ? "this page" : context.show(path5);
  return {
    path: from,
    line: reference.line,
    rule: "anchor-broken",
    subject: reference.url,
    target: `${path5}#${fragment.toLowerCase()}`,
    message: `\`${reference.url}\`: ${where} has no heading or id "${fragment}"${known.length > 0 ? ` (its headings: ${known.join(", ")})` : " (it has no headings)"}. Link to an existing heading or add the heading.`
  };
}
async function anchorsOf(context, path5, page, seen = /* @__PURE__ */ new Set()) {
  seen.add(path5);
  const imports = page.references.filter((reference) => reference.kind === "import");
  if (imports.length === 0) return page.anchors;
  const anchors = new Set(page.anchors);
  const site = context.sites.siteOf(path5);
  for (const reference of imports) {
    const resolution = await resolveReference(context.view, site, path5, reference);
    if (resolution.status !== "found" || !isPagePath(resolution.path) || seen.has(resolution.path))
      continue;
    const snippet = await parsedPage(context, resolution.path);
    if (!snippet?.parsed) return void 0;
    const more = await anchorsOf(context, resolution.path, snippet, seen);
    if (!more) return void 0;
    for (const anchor of more) anchors.add(anchor);
  }
  return anchors;
}
function loose(anchor) {
  return anchor.replace(/[^\p{L}\p{N}]+/gu, "");
}
function describeMissing(context, site, from, reference, resolution) {
  const { show, view } = context;
  const wanted = resolution.candidates[0];
  const fate = fateOf(context.facts, view, resolution.candidates);
  const base = { path: from, line: reference.line, subject: reference.url, target: wanted };
  if (reference.kind === "import" || reference.kind === "include") {
    const what = reference.kind === "import" ? `imports ${show(wanted)}` : `includes ${show(wanted)}`;
    const cause = fate ? describeFate(fate, show) : "which does not exist";
    return {
      ...base,
      rule: "import-missing",
      message: `\`${reference.url}\` ${what}, ${cause}: fix the path or add the file, or the page will not build.`
    };
  }
  if (fate) {
    const advice = fate.movedTo ? `link to \`${rewriteLink(reference.url, from, fate.movedTo, site)}\` instead` : "link to the page that replaces it, or remove the link";
    return {
      ...base,
      rule: resolution.pageLike ? "link-broken" : "asset-missing",
      message: `\`${reference.url}\` points to ${show(fate.path)}, ${describeFate(fate, show)}: ${advice}.`
    };
  }
  const suggestion = suggestSimilar(
    context,
    site,
    from,
    reference.url,
    wanted,
    resolution.pageLike
  );
  if (resolution.pageLike) {
    return {
      ...base,
      rule: "link-broken",
      message: `\`${reference.url}\` points to no page${lookedFor(resolution.candidates, show)}${suggestion}. Fix the link, or create the page.`
    };
  }
  return {
    ...base,
    rule: "asset-missing",
    message: `\`${reference.url}\`: there is no file ${show(wanted)}${suggestion}. Add the file or fix the path.`
  };
}
function describeFate(fate, show) {
  return fate.movedTo ? `which this change moved to ${show(fate.movedTo)}` : "which this change deleted";
}
function suggestSimilar(context, site, from, url, wanted, pageLike) {
  const name = baseName(wanted);
  if (/^(?:index|README)(?:\.\w+)?$/.test(name)) return "";
  const names = pageLike ? [".mdx", ".md"].map((extension) => withoutExtension(name) + extension) : [name];
  const matches = names.flatMap((candidate) => context.view.filesNamed(candidate)).filter((path5) => context.sites.siteOf(path5) === site);
  if (matches.length !== 1) return "";
  return `; did you mean \`${rewriteLink(url, from, matches[0], site)}\`?`;
}
function rewriteLink(url, from, to, site) {
  const hash = url.indexOf("#");
  const fragment = hash < 0 ? "" : url.slice(hash);
  const path5 = hash < 0 ? url : url.slice(0, hash);
  const keepExtension = extensionOf(path5.replace(/\/+$/, "")) !== "" || !isPagePath(to);
  const html = extensionOf(path5) === ".html";
  let rewritten;
  if (path5.startsWith("/")) {
    if (site.kind === "docusaurus" && isPagePath(to) && !keepExtension) rewritten = site.urlOf(to);
    else {
      const below = pathBelow(site.urlRoot, to);
      rewritten = `${site.urlPrefix}/${keepExtension ? below : withoutExtension(below)}`;
    }
  } else {
    const relative = relativePath(parentOf(from), to);
    const written = path5.startsWith("./") || path5.startsWith("../") ? relative : relative.replace(/^\.\//, "");
    rewritten = keepExtension ? written : withoutExtension(written);
  }
  if (html) rewritten = `${withoutExtension(rewritten)}.html`;
  return rewritten + fragment;
}
async function checkNeighbourFields(context, site, path5, frontMatter) {
  const { view, sites } = context;
  if (site.isPartial(path5) || isRepositoryFile(path5) || isIndexPage(path5)) return [];
  const siblings = view.filesIn(parentOf(path5)).filter(
    (other) => other !== path5 && isPagePath(other) && !isIndexPage(other) && !site.isPartial(other) && !isRepositoryFile(other) && sites.siteOf(other) === site
  );
  if (siblings.length < MIN_NEIGHBOURS) return [];
  let common;
  let compared = 0;
  for (const sibling of nearest(siblings, path5, MAX_NEIGHBOURS)) {
    const other = await view.frontMatter(sibling);
    if (other?.error) continue;
    const keys = Object.keys(other?.fields ?? {});
    common = common ? new Set(keys.filter((key) => common?.has(key))) : new Set(keys);
    compared++;
    if (common.size === 0) return [];
  }
  if (!common || compared < MIN_NEIGHBOURS) return [];
  const own = frontMatter?.fields ?? {};
  const folder = parentOf(path5);
  return [...common].filter((field) => !(field in own)).map((field) => ({
    path: path5,
    line: 1,
    rule: "frontmatter-missing-field",
    subject: field,
    message: `${frontMatter ? "The front matter lacks" : "The page has no front matter, so it lacks"} \`${field}\`, which all ${compared} neighbouring pages in ${folder === "" ? "the root folder" : `${context.show(folder)}/`} have: add \`${field}: …\`${frontMatter ? "" : " in a front matter block (--- lines) at the top"}.`
  }));
}
function isIndexPage(path5) {
  return /^(?:index|README|_index)$/i.test(withoutExtension(baseName(path5)));
}
function nearest(sorted, path5, count) {
  let at = sorted.findIndex((other) => other > path5);
  if (at < 0) at = sorted.length;
  const start = Math.max(0, Math.min(at - Math.floor(count / 2), sorted.length - count));
  return sorted.slice(start, start + count);
}

// app/docs-check/check-navigation.ts
var UNLISTED_FIELDS = ["hidden", "unlisted", "draft", "orphan"];
async function checkNavigationEntries(context, site) {
  const navigation = site.navigation;
  if (!navigation) return [...site.configFindings];
  const { show, view } = context;
  const findings = [...site.configFindings];
  for (const entry of navigation.entries) {
    if (await navigation.resolve(entry)) continue;
    const base = { path: entry.file, line: navigation.lineOf(entry), subject: entry.ref };
    const fate = fateOf(context.facts, view, entry.candidates);
    if (fate) {
      const fix = fate.movedTo ? `change the entry to "${navigation.entryFor(fate.movedTo)}"` : "remove the entry or point it at the page that replaces it";
      findings.push({
        ...base,
        rule: "nav-stale-entry",
        message: `"${entry.ref}" names ${show(fate.path)}, which this change ${fate.movedTo ? `moved to ${show(fate.movedTo)}` : "deleted"}: ${fix}.`
      });
      continue;
    }
    findings.push({
      ...base,
      rule: "nav-missing-page",
      message: `"${entry.ref}" names no page${lookedFor(entry.candidates, show)}: create the page or fix the entry.`
    });
  }
  return findings;
}
async function checkUnlistedPages(context, site, pages) {
  const navigation = site.navigation;
  if (!navigation?.complete) return [];
  const findings = [];
  for (const page of pages) {
    if (!isPagePath(page) || !isPublished(page) || !isInside(site.navRoot, page) || site.isPartial(page) || isRepositoryFile(page)) {
      continue;
    }
    if (navigation.files.includes(page) || await navigation.lists(page)) continue;
    const fields = (await context.view.frontMatter(page))?.fields ?? {};
    if (UNLISTED_FIELDS.some((field) => fields[field] === true)) continue;
    if (await isIncludedElsewhere(context, page)) continue;
    const neighbour = await neighbourEntry(navigation, page);
    const near = neighbour ? ` next to "${neighbour.ref}" (${context.show(neighbour.file)}:${navigation.lineOf(neighbour)})` : "";
    const hide = site.kind === "mintlify" ? ", or set `hidden: true` in its front matter to keep it out on purpose" : "";
    findings.push({
      path: page,
      line: 1,
      rule: "nav-orphan-page",
      subject: "unlisted",
      message: `No entry in ${navigation.where} lists this page, so readers cannot reach it from the navigation: add "${navigation.entryFor(page)}"${near}${hide}.`
    });
  }
  return findings;
}
async function isIncludedElsewhere(context, page) {
  const { view, sites } = context;
  const name = baseName(page);
  if (!(await includedNames(context)).has(name)) return false;
  for (const other of view.files) {
    if (other === page || !isPagePath(other) || !isPublished(other)) continue;
    const text = await view.text(other);
    if (!text?.includes(name)) continue;
    const parsed = await parsedPage(context, other);
    for (const reference of parsed?.references ?? []) {
      if (reference.kind !== "import" && reference.kind !== "include") continue;
      const resolution = await resolveReference(view, sites.siteOf(other), other, reference);
      if (resolution.status === "found" && resolution.path === page) return true;
    }
  }
  return false;
}
var INCLUDED = /\bfrom\s*["']([^"']+)["']|\{\{#(?:include|rustdoc_include|playground)\s+([^\s}:]+)/g;
var includedNamesOf = /* @__PURE__ */ new WeakMap();
function includedNames(context) {
  let names = includedNamesOf.get(context.view);
  if (!names) {
    names = (async () => {
      const found = /* @__PURE__ */ new Set();
      for (const path5 of context.view.files) {
        if (!isPagePath(path5) || !isPublished(path5)) continue;
        const text = await context.view.text(path5);
        if (!text || !(text.includes("from") || text.includes("{{#"))) continue;
        for (const match of text.matchAll(INCLUDED))
          found.add(baseName(match[1] ?? match[2] ?? ""));
      }
      return found;
    })();
    includedNamesOf.set(context.view, names);
  }
  return names;
}
async function neighbourEntry(navigation, page) {
  let byFolder = lastEntryByFolder.get(navigation);
  if (!byFolder) {
    byFolder = (async () => {
      const last = /* @__PURE__ */ new Map();
      for (const entry of navigation.entries) {
        const path5 = await navigation.resolve(entry);
        if (path5) last.set(parentOf(path5), entry);
      }
      return last;
    })();
    lastEntryByFolder.set(navigation, byFolder);
  }
  return (await byFolder).get(parentOf(page));
}
var lastEntryByFolder = /* @__PURE__ */ new WeakMap();

// app/docs-check/check-redirects.ts
async function checkRedirects(context, site) {
  const redirects = site.redirects;
  if (!redirects) return [];
  return [...await missingRedirects(context, site), ...await brokenDestinations(context, site)];
}
async function missingRedirects(context, site) {
  const { facts, view, show, sites } = context;
  const redirects = site.redirects;
  if (!facts || !redirects?.complete) return [];
  const findings = [];
  let addedUrls;
  for (const from of facts.baseFiles) {
    if (view.has(from) || sites.siteOf(from) !== site) continue;
    if (facts.unpublished?.has(from)) continue;
    if (!await wasPublished(context, site, from)) continue;
    const fields = (await facts.base.frontMatter(from))?.fields ?? {};
    const url = site.urlOf(from, fields);
    if (site.isRedirectedUrl(url)) continue;
    addedUrls ??= urlsOfAddedPages(context, site);
    if (addedUrls.has(url) || await servedByFrontMatter(site, url)) continue;
    const to = facts.moved.get(from);
    const hint = site.redirectHint(from, to, url);
    if (!hint) continue;
    const what = to ? `moved ${show(from)} to ${show(to)}` : `deleted ${show(from)}`;
    const onPage = site.kind === "docusaurus";
    findings.push({
      path: onPage ? to ?? from : redirects.file,
      line: onPage ? 1 : redirects.line,
      rule: "redirect-missing",
      subject: url,
      target: url,
      message: `This change ${what}, so its URL ${url} will answer "not found" to readers and search engines: ${hint}.`
    });
  }
  return findings;
}
async function wasPublished(context, site, page) {
  if (!isPagePath(page) || !isPublished(page) || isRepositoryFile(page)) return false;
  if (!isInside(site.root, page) && !isInside(site.navRoot, page)) return false;
  if (site.isPartial(page) || site.isIgnored(page)) return false;
  const base = context.facts?.base;
  if (!base) return false;
  if (site.kind === "docusaurus") {
    if (!isInside(site.navRoot, page)) return false;
    if ((await base.frontMatter(page))?.fields?.draft === true) return false;
  }
  if (site.kind === "mdbook") {
    const summary = site.navigation?.files[0];
    const text = summary ? await base.text(summary) : void 0;
    if (text !== void 0 && !text.includes(pathBelow(site.root, page))) return false;
  }
  return true;
}
function urlsOfAddedPages(context, site) {
  const urls = /* @__PURE__ */ new Set();
  for (const path5 of context.view.files) {
    if (context.facts?.baseFiles.has(path5) || !isPagePath(path5)) continue;
    if (context.sites.siteOf(path5) === site) urls.add(site.urlOf(path5));
  }
  return urls;
}
async function servedByFrontMatter(site, url) {
  if (!site.pageAtUrl) return false;
  const page = await site.pageAtUrl(url);
  return page !== void 0 && page !== "outside";
}
async function brokenDestinations(context, site) {
  const redirects = site.redirects;
  if (!redirects) return [];
  const { show, view, facts } = context;
  const findings = [];
  for (const entry of redirects.entries) {
    const destination = await redirects.destinationOf(entry);
    if (destination.status !== "missing") continue;
    const fate = fateOf(facts, view, destination.candidates);
    if (!destination.certain && !fate) continue;
    let fix;
    if (fate?.movedTo) {
      fix = `this change moved ${show(fate.path)} to ${show(fate.movedTo)}: change the destination to "${site.urlOf(fate.movedTo)}"`;
    } else if (fate) {
      fix = `this change deleted ${show(fate.path)}: point the redirect at the page that replaces it`;
    } else {
      fix = `no such page${lookedFor(destination.candidates, show)}: fix the destination or create the page`;
    }
    if (!redirects.editable && !fate?.movedTo) {
      fix += ` (${show(redirects.file)} is the docs team's to change: say so in checksNote)`;
    } else if (!redirects.editable && fate?.movedTo) {
      fix = `this change moved ${show(fate.path)} to ${show(fate.movedTo)}, and ${show(redirects.file)} is the docs team's to change: keep the URL with \`slug\` in the moved page's front matter, or say in checksNote why it changes`;
    }
    findings.push({
      path: entry.file,
      line: entry.line,
      rule: "redirect-target-missing",
      subject: entry.source,
      target: entry.destination,
      message: `The redirect from "${entry.source}" leads to "${entry.destination}", which is not a page, so readers of the old URL land on "not found": ${fix}.`
    });
  }
  return findings;
}

// app/docs-check/find-moves.ts
async function findMoves(base, head, deleted, added) {
  const moved = /* @__PURE__ */ new Map();
  if (deleted.length === 0 || added.length === 0) return moved;
  const pool = new Set(added);
  const addedTexts = /* @__PURE__ */ new Map();
  for (const path5 of added) addedTexts.set(path5, await head.text(path5));
  for (const from of deleted) {
    const text = await base.text(from);
    if (text === void 0) continue;
    const to = [...pool].find((path5) => addedTexts.get(path5) === text);
    if (to) {
      moved.set(from, to);
      pool.delete(to);
    }
  }
  for (const from of deleted) {
    if (moved.has(from)) continue;
    const sameName = [...pool].filter((path5) => baseName(path5) === baseName(from));
    if (sameName.length === 1) {
      moved.set(from, sameName[0]);
      pool.delete(sameName[0]);
    }
  }
  for (const from of deleted) {
    if (moved.has(from) || pool.size === 0) continue;
    const before = lineSet(await base.text(from));
    let best;
    for (const path5 of pool) {
      const share = sharedLines(before, lineSet(addedTexts.get(path5)));
      if (share >= MOVE_SIMILARITY && share > (best?.share ?? 0)) best = { path: path5, share };
    }
    if (best) {
      moved.set(from, best.path);
      pool.delete(best.path);
    }
  }
  return moved;
}
var MOVE_SIMILARITY = 0.6;
function lineSet(text) {
  return new Set(
    (text ?? "").split("\n").map((line) => line.trim()).filter((line) => line !== "")
  );
}
function sharedLines(a, b) {
  if (a.size === 0 || b.size === 0) return 0;
  let shared2 = 0;
  for (const line of a) if (b.has(line)) shared2++;
  return shared2 / Math.max(a.size, b.size);
}

// app/docs-check/style/changed-lines.ts
var MAX_EDITS = 2e3;
function changedLines(before, after) {
  const b = after.split("\n");
  const changed = /* @__PURE__ */ new Set();
  if (before === void 0) {
    for (let line = 1; line <= b.length; line++) changed.add(line);
    return changed;
  }
  const a = before.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const inserted = insertedLines(a.slice(start, endA), b.slice(start, endB));
  for (let index = 0; index < endB - start; index++) {
    if (inserted === void 0 || inserted[index]) changed.add(start + index + 1);
  }
  return changed;
}
function insertedLines(a, b) {
  const n = a.length;
  const m = b.length;
  const inserted = new Array(m).fill(false);
  if (n === 0) return inserted.fill(true);
  if (m === 0) return inserted;
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || k !== d && v[offset + k - 1] < v[offset + k + 1];
      let x = down ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        markInserted(trace, d, n, m, inserted);
        return inserted;
      }
    }
  }
  return void 0;
}
function markInserted(trace, edits, n, m, out) {
  let x = n;
  let y = m;
  for (let d = edits; d > 0; d--) {
    const at = (k2) => trace[d][k2 + d + 1];
    const k = x - y;
    const previousK = k === -d || k !== d && at(k - 1) < at(k + 1) ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      x--;
      y--;
    }
    if (x === previousX && y > previousY) out[previousY] = true;
    x = previousX;
    y = previousY;
  }
}

// app/docs-check/style/check-page-style.ts
var MAX_STYLE_FINDINGS_PER_PAGE = 100;
function checkPageStyle(path5, page, rules, lines) {
  const findings = [];
  const wanted = (line) => lines === void 0 || lines.has(line);
  for (const problem of page.conventions) {
    if (!wanted(problem.line)) continue;
    findings.push({ path: path5, ...problem, level: CONVENTION_LEVELS[problem.rule] });
  }
  const applied = rules?.rulesFor(path5) ?? [];
  for (const block of page.prose) {
    for (const { rule, level } of applied) {
      if (rule.scope === "heading" && !block.heading) continue;
      for (const match of rule.find(block.text)) {
        const line = lineOfOffset(block, match.index);
        if (!wanted(line)) continue;
        findings.push({ path: path5, line, rule: rule.name, message: match.message, level });
        if (findings.length >= MAX_STYLE_FINDINGS_PER_PAGE) return findings;
      }
    }
  }
  return findings;
}

// app/docs-check/subtract-existing.ts
function subtractExisting(head, base) {
  const pools = /* @__PURE__ */ new Map();
  const used = /* @__PURE__ */ new Set();
  for (const item of base) {
    for (const key of keysOf(item.finding)) {
      if (key !== void 0) pools.set(key, [...pools.get(key) ?? [], item]);
    }
  }
  const take = (key, test) => {
    if (key === void 0) return false;
    const match = pools.get(key)?.find((item) => !used.has(item) && test(item));
    if (match) used.add(match);
    return match !== void 0;
  };
  let open = head;
  open = open.filter(
    (item) => !take(keysOf(item.finding)[0], (old) => old.lineText === item.lineText)
  );
  open = open.filter((item) => !take(keysOf(item.finding)[0], () => true));
  open = open.filter((item) => !take(keysOf(item.finding)[1], () => true));
  return open.map((item) => item.finding);
}
function keysOf(finding) {
  const prefix = `${finding.path}\0${finding.rule}\0`;
  return [
    `${prefix}s\0${finding.subject}`,
    finding.target === void 0 ? void 0 : `${prefix}t\0${finding.target}`
  ];
}

// app/docs-check/check-docs-change.ts
var CONCURRENCY = 8;
async function checkDocsChange(input) {
  const sides = await openSides(input);
  const changed = [...new Set(input.changedPaths)].filter(
    (path5) => sides.head.view.has(path5) || sides.base.view.has(path5)
  );
  const deleted = changed.filter((path5) => !sides.head.view.has(path5));
  const added = changed.filter((path5) => !sides.base.view.has(path5));
  const known = [...input.knownMoves ?? []].filter(
    ([from, to]) => deleted.includes(from) && added.includes(to)
  );
  const moved = await findMoves(
    sides.base.view,
    sides.head.view,
    deleted.filter((path5) => !known.some(([from]) => from === path5)),
    added.filter((path5) => !known.some(([, to]) => to === path5))
  );
  for (const [from, to] of known) moved.set(from, to);
  const head = sides.contextFor(moved);
  const scope = await planChange(head, sides.base.view, changed);
  const styled = changed.filter((path5) => scope.get(path5)?.has("page") && isStyled(head, path5));
  return finish(sides, head, scope, moved, {
    paths: styled,
    changedLinesOnly: true,
    keptLines: input.wholePageStyle === true
  });
}
async function checkWholeDocs(input) {
  const sides = await openSides(input);
  const headFiles = sides.head.view.files;
  const baseFiles = sides.base.view.files;
  const moved = await findMoves(
    sides.base.view,
    sides.head.view,
    [...baseFiles].filter((path5) => !headFiles.has(path5)),
    [...headFiles].filter((path5) => !baseFiles.has(path5))
  );
  const head = sides.contextFor(moved);
  const scope = /* @__PURE__ */ new Map();
  for (const path5 of headFiles) {
    if (!sides.head.view.isJudged(path5)) continue;
    if (isPage(head, path5)) add(scope, path5, "page", "unlisted");
    if (isConfigPath(path5)) add(scope, path5, "config");
  }
  for (const site of sitesOfDocsRoot(head)) {
    for (const file2 of navigationFiles(site)) add(scope, file2, "nav");
    if (site.redirects) add(scope, site.redirects.file, "redirects");
  }
  const styled = [...scope].filter(([path5, checks]) => checks.has("page") && isStyled(head, path5)).map(([path5]) => path5);
  return finish(sides, head, scope, moved, { paths: styled, changedLinesOnly: false });
}
async function openSides(input) {
  const show = input.showPath ?? ((path5) => path5);
  const head = new TreeView(input.head);
  const base = new TreeView(input.base);
  const headSites = await detectDocsSites(head, show);
  return {
    show,
    style: input.style,
    head: { view: head },
    base: { view: base },
    headSites,
    contextFor: (moved) => ({
      view: head,
      sites: headSites,
      show,
      facts: {
        moved,
        baseFiles: base.files,
        base,
        unpublished: input.unpublished
      }
    })
  };
}
function sitesOfDocsRoot(context) {
  return context.sites.sites.filter((site) => ofDocsRoot(context.view, site));
}
function ofDocsRoot(view, site) {
  return isInside(view.docsRoot, site.root) || isInside(site.root, view.docsRoot);
}
async function planChange(head, base, changed) {
  const scope = /* @__PURE__ */ new Map();
  const needles = /* @__PURE__ */ new Set();
  const navigationChanged = /* @__PURE__ */ new Set();
  const pagesCameOrWent = /* @__PURE__ */ new Set();
  const { view, sites } = head;
  for (const path5 of changed) {
    const inHead = view.has(path5);
    const inBase = base.has(path5);
    const page = isPage(head, path5);
    if (inHead && page) add(scope, path5, "page");
    if (inHead && page && !inBase) add(scope, path5, "unlisted");
    if (inHead && isConfigPath(path5)) add(scope, path5, "config");
    for (const site of sitesOfDocsRoot(head)) {
      if (navigationFiles(site).includes(path5)) navigationChanged.add(site);
    }
    const owner = sites.siteOf(path5);
    if (isPagePath(path5) && inHead !== inBase && ofDocsRoot(view, owner))
      pagesCameOrWent.add(owner);
    if (inBase && !inHead)
      for (const needle of await needlesForRemoved(head, base, path5)) needles.add(needle);
    if (inBase && inHead && isPagePath(path5)) {
      for (const needle of await needlesForEdited(head, base, path5)) needles.add(needle);
    }
  }
  for (const site of /* @__PURE__ */ new Set([...navigationChanged, ...pagesCameOrWent])) {
    for (const file2 of navigationFiles(site)) if (view.has(file2)) add(scope, file2, "nav");
  }
  for (const site of sitesOfDocsRoot(head)) {
    const file2 = site.redirects?.file;
    if (file2 && (pagesCameOrWent.has(site) || changed.includes(file2)))
      add(scope, file2, "redirects");
  }
  for (const site of navigationChanged) {
    for (const path5 of view.files)
      if (isPage(head, path5) && isInside(site.navRoot, path5)) {
        add(scope, path5, "unlisted");
      }
  }
  if (needles.size > 0) {
    const rest = [...view.files].filter(
      (path5) => isPagePath(path5) && isPublished(path5) && view.isJudged(path5) && !scope.get(path5)?.has("page")
    );
    const list = [...needles];
    await forEach(rest, async (path5) => {
      const text = await view.text(path5);
      if (text !== void 0 && list.some((needle) => mentions(text, needle)))
        add(scope, path5, "page");
    });
  }
  return scope;
}
function mentions(text, needle) {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = text.charCodeAt(at - 1);
    const after = text.charCodeAt(at + needle.length);
    const startsWord = isWordCode(needle.charCodeAt(0));
    const endsWord = isWordCode(needle.charCodeAt(needle.length - 1));
    if (!(startsWord && isWordCode(before)) && !(endsWord && isWordCode(after))) return true;
  }
  return false;
}
function isWordCode(code) {
  return code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122 || code === 95 || code === 45 || code > 127;
}
async function needlesForRemoved(head, base, path5) {
  const name = baseName(path5);
  if (!isPagePath(path5)) return [name];
  const stem = withoutExtension(name);
  const needles = [stem, stem.replace(/^\d+\s*[-_.]+\s*/, "")];
  if (/^(?:index|README)$/i.test(stem)) needles.push(baseName(parentOf(path5)));
  if (head.sites.siteOf(path5).kind === "docusaurus") {
    const fields = (await base.frontMatter(path5))?.fields;
    for (const field of [fields?.slug, fields?.id]) {
      if (typeof field === "string" || typeof field === "number")
        needles.push(baseName(String(field)));
    }
  }
  return needles.filter((needle) => needle !== "");
}
async function needlesForEdited(head, base, path5) {
  const after = await parsedPage(head, path5);
  const before = await parsedPage({ ...head, view: base }, path5);
  if (!after?.parsed || !before?.parsed) return [];
  const lost = [...before.anchors].filter((anchor) => !after.anchors.has(anchor)).map((anchor) => `#${anchor}`);
  if (head.sites.siteOf(path5).kind === "docusaurus") {
    const old = (await base.frontMatter(path5))?.fields;
    const now = (await head.view.frontMatter(path5))?.fields;
    for (const field of ["slug", "id"]) {
      const value = old?.[field];
      if ((typeof value === "string" || typeof value === "number") && value !== now?.[field]) {
        lost.push(baseName(String(value)));
      }
    }
  }
  return lost;
}
async function finish(sides, head, scope, moved, styled) {
  const headFindings = await findingsIn(head, scope);
  const movedFrom = new Map([...moved].map(([from, to]) => [to, from]));
  const baseScope = /* @__PURE__ */ new Map();
  for (const finding of headFindings) {
    const basePath = movedFrom.get(finding.path) ?? finding.path;
    if (sides.base.view.has(basePath)) add(baseScope, basePath, ...scope.get(finding.path) ?? []);
  }
  let baseFindings = [];
  if (baseScope.size > 0) {
    const baseContext = {
      view: sides.base.view,
      sites: await detectDocsSites(sides.base.view, sides.show),
      show: sides.show,
      facts: void 0
    };
    baseFindings = await findingsIn(baseContext, baseScope);
  }
  const fresh = subtractExisting(
    await withLineText(sides.head.view, headFindings),
    await withLineText(sides.base.view, baseFindings, moved)
  );
  const style = (await forEach(styled.paths, async (path5) => {
    const page = await parsedPage(head, path5);
    if (!page?.parsed) return [];
    if (!styled.changedLinesOnly) return checkPageStyle(path5, page, sides.style);
    const after = await sides.head.view.text(path5) ?? "";
    const before = await sides.base.view.text(movedFrom.get(path5) ?? path5);
    const lines = changedLines(before, after);
    const written = checkPageStyle(path5, page, sides.style, lines);
    if (!styled.keptLines) return written;
    const kept = checkPageStyle(path5, page, sides.style).filter((finding) => !lines.has(finding.line)).map(
      (finding) => ({
        ...finding,
        level: "warning",
        message: `${finding.message} (on a line the change kept)`
      })
    );
    return [...written, ...kept];
  })).flat();
  const findings = [
    ...fresh.map(({ path: path5, line, rule, message }) => ({ path: path5, line, rule, message })),
    ...style.filter((finding) => finding.level === "error").map(({ path: path5, line, rule, message }) => ({ path: path5, line, rule, message }))
  ].sort(byPlace);
  return {
    findings,
    warnings: style.filter((finding) => finding.level !== "error").sort(byPlace),
    stats: { base: { ...sides.base.view.counts }, head: { ...sides.head.view.counts } }
  };
}
async function findingsIn(context, scope) {
  const { view, sites, show } = context;
  const navigationFindings = /* @__PURE__ */ new Map();
  const perPath = await forEach([...scope], async ([path5, checks]) => {
    const found = [];
    const site = sites.siteOf(path5);
    if (checks.has("page") && isPagePath(path5) && view.has(path5))
      found.push(...await checkPage(context, path5));
    if (checks.has("unlisted") && view.has(path5))
      found.push(...await checkUnlistedPages(context, site, [path5]));
    if (checks.has("config") && isConfigPath(path5))
      found.push(...await checkConfigFile(view, show, path5));
    if (checks.has("redirects")) {
      for (const owner of sites.sites) {
        if (owner.redirects?.file === path5) found.push(...await checkRedirects(context, owner));
      }
    }
    if (checks.has("nav")) {
      for (const owner of sites.sites) {
        if (!navigationFiles(owner).includes(path5)) continue;
        let all = navigationFindings.get(owner);
        if (!all) {
          all = checkNavigationEntries(context, owner);
          navigationFindings.set(owner, all);
        }
        found.push(...(await all).filter((finding) => finding.path === path5));
      }
    }
    return found;
  });
  return perPath.flat();
}
function navigationFiles(site) {
  const files = [...site.navigation?.files ?? []];
  if (site.configFile && !files.includes(site.configFile)) files.push(site.configFile);
  return files;
}
async function withLineText(view, findings, renamed) {
  return Promise.all(
    findings.map(async (finding) => {
      const text = await view.text(finding.path) ?? "";
      const lineText = (text.split("\n", finding.line)[finding.line - 1] ?? "").trim();
      const path5 = renamed?.get(finding.path) ?? finding.path;
      const target = finding.target === void 0 ? void 0 : renameTarget(finding.target, renamed);
      return {
        finding: { ...finding, path: path5, ...target === void 0 ? {} : { target } },
        lineText
      };
    })
  );
}
function renameTarget(target, renamed) {
  const hash = target.indexOf("#");
  const path5 = hash < 0 ? target : target.slice(0, hash);
  return (renamed?.get(path5) ?? path5) + (hash < 0 ? "" : target.slice(hash));
}
function byPlace(a, b) {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line || (a.rule < b.rule ? -1 : 1);
}
function isStyled(context, path5) {
  if (!context.view.has(path5) || !context.view.isJudged(path5) || !isPage(context, path5))
    return false;
  return !context.sites.siteOf(path5).navigation?.files.includes(path5);
}
function isPage(context, path5) {
  return isPagePath(path5) && isPublished(path5) && !context.sites.siteOf(path5).isIgnored(path5);
}
function add(scope, path5, ...checks) {
  const existing = scope.get(path5);
  if (existing) for (const check of checks) existing.add(check);
  else scope.set(path5, new Set(checks));
}
async function forEach(items, run) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

// app/docs-check/check-external-links.ts
var DEFAULTS = {
  maxLinks: 500,
  timeoutMs: 1e4,
  perHostIntervalMs: 500,
  hostConcurrency: 4
};
async function checkExternalLinks(links, options = {}) {
  const settings = { ...DEFAULTS, ...options };
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const cache = options.cache ?? /* @__PURE__ */ new Map();
  const byUrl = /* @__PURE__ */ new Map();
  for (const link of links) {
    const url = externalUrl(link.url);
    if (!url) continue;
    byUrl.set(url, [...byUrl.get(url) ?? [], link]);
  }
  const urls = [...byUrl.keys()];
  const checked = urls.slice(0, settings.maxLinks);
  const byHost = /* @__PURE__ */ new Map();
  for (const url of checked) {
    const host = new URL(url).host;
    byHost.set(host, [...byHost.get(host) ?? [], url]);
  }
  const verdicts = /* @__PURE__ */ new Map();
  const hosts = [...byHost.entries()];
  const checkHost = async ([, hostUrls]) => {
    for (const [index, url] of hostUrls.entries()) {
      let verdict = cache.get(url);
      if (!verdict) {
        if (index > 0) await sleep(settings.perHostIntervalMs);
        verdict = askUrl(doFetch, url, settings.timeoutMs);
        cache.set(url, verdict);
      }
      verdicts.set(url, await verdict);
    }
  };
  let next = 0;
  const workers = Array.from(
    { length: Math.min(settings.hostConcurrency, hosts.length) },
    async () => {
      while (next < hosts.length) await checkHost(hosts[next++]);
    }
  );
  await Promise.all(workers);
  const findings = [];
  let unknown = 0;
  for (const [url, verdict] of verdicts) {
    if (verdict.state === "unknown") unknown++;
    if (verdict.state !== "broken") continue;
    for (const link of byUrl.get(url) ?? []) {
      findings.push({
        path: link.path,
        line: link.line,
        rule: "external-link-broken",
        message: `The external link ${link.url} is broken (${verdict.reason}): fix or remove it.`,
        subject: url
      });
    }
  }
  return { findings, checked: checked.length, skipped: urls.length - checked.length, unknown };
}
function externalUrl(raw) {
  if (!/^https?:\/\//i.test(raw)) return void 0;
  try {
    const url = new URL(raw);
    url.hash = "";
    return url.href;
  } catch {
    return void 0;
  }
}
async function askUrl(doFetch, url, timeoutMs) {
  try {
    let response = await request(doFetch, url, "HEAD", timeoutMs);
    if (response.status === 405 || response.status === 501) {
      response = await request(doFetch, url, "GET", timeoutMs);
    }
    return verdictOf(response.status);
  } catch (error) {
    if (error.name === "TimeoutError") {
      return { state: "unknown", reason: `no answer within ${timeoutMs / 1e3} s` };
    }
    const cause = error.cause?.code;
    return { state: "broken", reason: `cannot be reached${cause ? `: ${cause}` : ""}` };
  }
}
async function request(doFetch, url, method, timeoutMs) {
  const response = await doFetch(url, {
    method,
    redirect: "follow",
    signal: AbortSignal.timeout(timeoutMs),
    headers: { "user-agent": "inkwell-docs-check (+https://github.com/inkwell-docs/inkwell)" }
  });
  await response.body?.cancel().catch(() => void 0);
  return response;
}
function verdictOf(status) {
  if (status < 400) return { state: "ok" };
  if (status === 429 || status === 401 || status === 403) {
    return { state: "unknown", reason: `HTTP ${status}` };
  }
  return { state: "broken", reason: `HTTP ${status}` };
}

// app/docs-check/style/vale-config.ts
var VALE_CONFIG_NAMES = [".vale.ini", "_vale.ini", "vale.ini"];
var VALE_LEVELS = ["suggestion", "warning", "error"];
var MAX_INI_CHARS = 64e3;
var MAX_SECTIONS = 50;
var MAX_VALE_RULE_FILES = 200;
function findValeConfig(files, docsRoot) {
  const parts = docsRoot === "" ? [] : docsRoot.split("/");
  for (let length = parts.length; length >= 0; length--) {
    const folder = parts.slice(0, length).join("/");
    for (const name of VALE_CONFIG_NAMES) {
      const path5 = folder === "" ? name : `${folder}/${name}`;
      if (files.has(path5)) return path5;
    }
  }
  return void 0;
}
function parseValeConfig(iniPath, ini) {
  const folder = iniPath.includes("/") ? iniPath.slice(0, iniPath.lastIndexOf("/")) : "";
  const config = {
    path: iniPath,
    folder,
    stylesRoot: void 0,
    minAlertLevel: "suggestion",
    vocabularies: [],
    sections: []
  };
  let section;
  for (const raw of ini.slice(0, MAX_INI_CHARS).split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = void 0;
      if (config.sections.length >= MAX_SECTIONS) continue;
      const glob = header[1].trim();
      section = { glob, matches: sectionMatcher(glob), basedOnStyles: [], rules: /* @__PURE__ */ new Map() };
      config.sections.push(section);
      continue;
    }
    const equals = line.indexOf("=");
    if (equals < 0) continue;
    const key = line.slice(0, equals).trim();
    const value = line.slice(equals + 1).trim();
    if (!section) {
      if (key === "StylesPath") config.stylesRoot = joinPath(folder, value.replace(/\\/g, "/"));
      else if (key === "MinAlertLevel" && isLevel(value)) config.minAlertLevel = value;
      else if (key === "Vocab") config.vocabularies = listOf(value);
      continue;
    }
    if (key === "BasedOnStyles") section.basedOnStyles = listOf(value);
    else if (/^[\w-]+\.[\w-]+$/.test(key)) {
      const setting = value.toLowerCase();
      if (isLevel(setting)) section.rules.set(key, setting);
      else if (value === "YES" || value === "NO") section.rules.set(key, value);
    }
  }
  return config;
}
function valeStyleFiles(config, files) {
  const root = config.stylesRoot;
  if (root === void 0) return [];
  const styles = /* @__PURE__ */ new Set();
  const rules = /* @__PURE__ */ new Set();
  for (const section of config.sections) {
    for (const style of section.basedOnStyles) styles.add(style);
    for (const [rule, setting] of section.rules) if (setting !== "NO") rules.add(rule);
  }
  const prefix = root === "" ? "" : `${root}/`;
  return [...files].filter((path5) => {
    if (!path5.startsWith(prefix)) return false;
    const [first, second, third, fourth] = path5.slice(prefix.length).split("/");
    if (third === void 0 && second !== void 0 && /\.ya?ml$/i.test(second)) {
      return styles.has(first) || rules.has(`${first}.${ruleNameOf(second)}`);
    }
    const vocabulary = first === "config" && second === "vocabularies" ? { name: third, file: fourth } : first === "Vocab" ? { name: second, file: third } : void 0;
    return vocabulary !== void 0 && config.vocabularies.includes(vocabulary.name) && /^(?:accept|reject)\.txt$/.test(vocabulary.file ?? "");
  }).sort().slice(0, MAX_VALE_RULE_FILES);
}
function ruleNameOf(fileName) {
  return fileName.replace(/\.ya?ml$/i, "");
}
function isLevel(value) {
  return VALE_LEVELS.includes(value);
}
function sectionMatcher(glob) {
  if (glob === "*") return () => true;
  const alternatives = expandBraces(glob);
  const sources = alternatives.map((alternative) => globSource(alternative.replace(/^\.?\//, "")));
  let expression;
  try {
    expression = RE2JS.compile(`(?:${sources.join("|")})`, RE2JS.DOTALL);
  } catch {
    return () => false;
  }
  const byName = !glob.includes("/");
  return (path5) => expression.testExact(byName ? path5.slice(path5.lastIndexOf("/") + 1) : path5);
}
function expandBraces(glob) {
  const open = glob.indexOf("{");
  const close = glob.indexOf("}", open);
  if (open < 0 || close < 0) return [glob];
  return glob.slice(open + 1, close).split(",").slice(0, 16).map((part) => glob.slice(0, open) + part.trim() + glob.slice(close + 1));
}
function listOf(value) {
  return value.split(",").map((item) => item.trim()).filter((item) => item !== "");
}

// app/docs-check/style/vale-rule.ts
var import_yaml4 = __toESM(require_dist(), 1);
var SUPPORTED_RULE_KINDS = ["substitution", "existence"];
var MAX_RULE_CHARS = 64e3;
var MAX_ENTRIES = 1e3;
var MAX_PATTERN_CHARS2 = 4e4;
var MAX_MATCHES_PER_BLOCK = 20;
var WORD_TEMPLATE = (body) => `\\b(?:${body})\\b`;
function compileValeRule(name, text) {
  if (text.length > MAX_RULE_CHARS) {
    return { name, reason: `the rule file is over ${MAX_RULE_CHARS} characters` };
  }
  let rule;
  try {
    const parsed = (0, import_yaml4.parse)(text, { logLevel: "silent", maxAliasCount: 100 });
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return { name, reason: "the rule file is not a YAML mapping" };
    }
    rule = parsed;
  } catch {
    return { name, reason: "the rule file is not valid YAML" };
  }
  const kind = typeof rule.extends === "string" ? rule.extends : "";
  if (!SUPPORTED_RULE_KINDS.includes(kind)) {
    return { name, reason: `\`extends: ${kind || "?"}\` is not a kind Inkwell applies` };
  }
  const scope = scopeOf(rule.scope);
  if (scope === void 0) {
    return { name, reason: `\`scope: ${String(rule.scope)}\` is not a scope Inkwell applies` };
  }
  const level = typeof rule.level === "string" && isLevel(rule.level) ? rule.level : "suggestion";
  const message = typeof rule.message === "string" ? rule.message : `${name}: %s`;
  const ignoreCase = rule.ignorecase === true;
  const words = rule.nonword !== true;
  try {
    if (kind === "substitution") {
      const swap = rule.swap;
      if (typeof swap !== "object" || swap === null || Array.isArray(swap)) {
        return { name, reason: "a substitution rule needs a `swap` map" };
      }
      const pairs = Object.entries(swap).slice(0, MAX_ENTRIES).map(([pattern, wanted]) => [pattern, String(wanted)]);
      const find2 = substitution(pairs, ignoreCase, words, message);
      return { name, level, scope, find: find2 };
    }
    const tokens = stringsOf(rule.tokens);
    const raw = stringsOf(rule.raw);
    if (tokens.length === 0 && raw.length === 0) {
      return { name, reason: "an existence rule needs `tokens` or `raw`" };
    }
    const body = tokens.map(nonCapturing).join("|");
    const source = raw.join("") + (tokens.length === 0 ? "" : words ? WORD_TEMPLATE(body) : `(?:${body})`);
    const expression = compile(source, ignoreCase);
    const find = (text2) => matchesOf(expression, text2).map(({ index, length, match }) => ({
      index,
      length,
      message: format2(message, [match])
    }));
    return { name, level, scope, find };
  } catch (error) {
    return { name, reason: error.message };
  }
}
function vocabularyRules(accepted, rejected) {
  const rules = [];
  if (accepted.length > 0) {
    try {
      const terms = accepted.slice(0, MAX_ENTRIES);
      const exact = terms.map((term) => compile(`^(?:${nonCapturing(term)})$`, false));
      const expression = compile(
        WORD_TEMPLATE(terms.map((term) => `(${nonCapturing(term)})`).join("|")),
        true
      );
      rules.push({
        name: "Vale.Terms",
        level: "error",
        scope: "text",
        find: (text) => matchesOf(expression, text).filter(({ group, match }) => !exact[group]?.test(match)).map(({ index, length, match, group }) => ({
          index,
          length,
          message: format2("Use '%s' instead of '%s'.", [terms[group], match])
        }))
      });
    } catch (error) {
      rules.push({ name: "Vale.Terms", reason: error.message });
    }
  }
  if (rejected.length > 0) {
    try {
      const body = rejected.slice(0, MAX_ENTRIES).map(nonCapturing).join("|");
      const expression = compile(WORD_TEMPLATE(body), false);
      rules.push({
        name: "Vale.Avoid",
        level: "error",
        scope: "text",
        find: (text) => matchesOf(expression, text).map(({ index, length, match }) => ({
          index,
          length,
          message: format2("Avoid using '%s'.", [match])
        }))
      });
    } catch (error) {
      rules.push({ name: "Vale.Avoid", reason: error.message });
    }
  }
  return rules;
}
function substitution(pairs, ignoreCase, words, message) {
  const body = pairs.map(([pattern]) => `(${nonCapturing(pattern)})`).join("|");
  const expression = compile(words ? WORD_TEMPLATE(body) : `(?:${body})`, ignoreCase);
  const wanted = pairs.map(([, replacement]) => replacement);
  const twoArguments = (message.match(/%s/g) ?? []).length >= 2;
  return (text) => matchesOf(expression, text).filter(({ group, match }) => {
    const expected = wanted[group] ?? "";
    const options = expected.split("|").map((option) => option.trim());
    return !options.some(
      (option) => ignoreCase ? option.toLowerCase() === match.toLowerCase() : option === match
    );
  }).map(({ index, length, match, group }) => {
    const expected = wanted[group] ?? "";
    return {
      index,
      length,
      message: format2(message, twoArguments ? [expected, match] : [expected])
    };
  });
}
function compile(source, ignoreCase) {
  if (source.length > MAX_PATTERN_CHARS2) {
    throw new Error(`its patterns are over ${MAX_PATTERN_CHARS2} characters in all`);
  }
  try {
    return RE2JS.compile(source, ignoreCase ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (error) {
    throw new Error(
      `a pattern cannot be compiled as RE2 (${error.message}); lookaround and backreferences are not supported`
    );
  }
}
function matchesOf(expression, text) {
  const found = [];
  const matcher = expression.matcher(text);
  const groups = matcher.groupCount();
  while (found.length < MAX_MATCHES_PER_BLOCK && matcher.find()) {
    const start = matcher.start();
    const end = matcher.end();
    if (end === start) continue;
    let group = 0;
    for (let index = 1; index <= groups; index++) {
      if (matcher.group(index) !== null) {
        group = index - 1;
        break;
      }
    }
    found.push({ index: start, length: end - start, match: text.slice(start, end), group });
  }
  return found;
}
function nonCapturing(pattern) {
  let out = "";
  let inClass = false;
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at];
    if (char === "\\") {
      out += pattern.slice(at, at + 2);
      at++;
      continue;
    }
    if (inClass) {
      if (char === "]") inClass = false;
    } else if (char === "[") {
      inClass = true;
    } else if (char === "(" && pattern[at + 1] !== "?") {
      out += "(?:";
      continue;
    }
    out += char;
  }
  return out;
}
function format2(message, values) {
  let next = 0;
  return message.replace(
    /%[s%]/g,
    (directive) => directive === "%%" ? "%" : values[next++] ?? ""
  );
}
function scopeOf(scope) {
  if (scope === void 0 || scope === null) return "text";
  const scopes = Array.isArray(scope) ? scope.map(String) : [String(scope)];
  if (scopes.every((item) => ["text", "sentence", "paragraph", "list"].includes(item))) {
    return "text";
  }
  if (scopes.every((item) => /^heading(?:\.h[1-6])?$/.test(item))) return "heading";
  return void 0;
}
function stringsOf(value) {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_ENTRIES).filter((item) => typeof item === "string" || typeof item === "number").map(String);
}

// app/docs-check/style/load-style-rules.ts
async function loadStyleRules(source, docsRoot) {
  const configPath = findValeConfig(source.files, docsRoot);
  if (configPath === void 0) return void 0;
  const ini = await source.text(configPath);
  if (ini === void 0) return void 0;
  const config = parseValeConfig(configPath, ini);
  const files = valeStyleFiles(config, source.files);
  await source.prefetch?.(files);
  const rules = /* @__PURE__ */ new Map();
  const skipped = [];
  const accepted = [];
  const rejected = [];
  const prefix = config.stylesRoot ? `${config.stylesRoot}/` : "";
  for (const path5 of files) {
    const text = await source.text(path5);
    if (text === void 0) continue;
    const relative = path5.slice(prefix.length);
    if (/(?:^|\/)(?:accept|reject)\.txt$/.test(relative)) {
      const terms = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
      (relative.endsWith("accept.txt") ? accepted : rejected).push(...terms);
      continue;
    }
    const [style = "", file2 = ""] = relative.split("/");
    if (!/^[\w-]+$/.test(style) || !/^[\w-]+$/.test(ruleNameOf(file2))) continue;
    const name = `${style}.${ruleNameOf(file2)}`;
    const rule = compileValeRule(name, text);
    if ("find" in rule) rules.set(name, rule);
    else skipped.push(rule);
  }
  for (const rule of vocabularyRules(accepted, rejected)) {
    if ("find" in rule) rules.set(rule.name, rule);
    else skipped.push(rule);
  }
  return { configPath, skipped, rulesFor: (path5) => rulesFor(config, rules, path5) };
}
function rulesFor(config, rules, path5) {
  const relative = config.folder !== "" && path5.startsWith(`${config.folder}/`) ? path5.slice(config.folder.length + 1) : path5;
  const levels = /* @__PURE__ */ new Map();
  for (const section of config.sections) {
    if (!section.matches(relative)) continue;
    const styles = new Set(section.basedOnStyles);
    for (const [name, rule] of rules) {
      if (styles.has(name.slice(0, name.indexOf(".")))) levels.set(name, rule.level);
    }
    for (const [name, setting] of section.rules) {
      if (setting === "NO") levels.set(name, void 0);
      else levels.set(name, setting === "YES" ? rules.get(name)?.level : setting);
    }
  }
  const minimum = VALE_LEVELS.indexOf(config.minAlertLevel);
  const applied = [];
  for (const [name, level] of levels) {
    const rule = rules.get(name);
    if (rule && level !== void 0 && VALE_LEVELS.indexOf(level) >= minimum) {
      applied.push({ rule, level });
    }
  }
  return applied;
}

// app/docs-check/local/folder-docs-tree.ts
import { lstat, readdir, readFile, realpath } from "node:fs/promises";
import path2 from "node:path";

// app/docs-check/local/decode-text.ts
var MAX_FILE_BYTES = 4 * 1024 * 1024;
var decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function decodeText(data) {
  if (data.includes(0)) return void 0;
  try {
    return decoder.decode(data);
  } catch {
    return void 0;
  }
}

// app/docs-check/local/run-git.ts
import { execFile } from "node:child_process";
var MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
var GitError = class extends Error {
  name = "GitError";
};
function gitEnvironment(env = process.env) {
  return {
    ...env,
    GIT_PAGER: "cat",
    GIT_TERMINAL_PROMPT: "0",
    GIT_OPTIONAL_LOCKS: "0",
    LC_ALL: "C"
  };
}
function runGit(cwd, args) {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      ["-c", "core.quotePath=false", ...args],
      { cwd, env: gitEnvironment(), encoding: "buffer", maxBuffer: MAX_OUTPUT_BYTES },
      (error, stdout, stderr) => {
        if (!error) {
          resolve(stdout);
          return;
        }
        const code = error.code;
        if (code === "ENOENT") {
          reject(new GitError("git is not installed or not on PATH"));
          return;
        }
        const said = stderr.toString("utf8").trim().split("\n").at(-1) ?? "";
        reject(new GitError(`git ${args[0]} failed${said ? `: ${said}` : ""}`));
      }
    );
  });
}
function splitNul(output2) {
  const text = output2.toString("utf8");
  const parts = text.split("\0");
  if (parts.at(-1) === "") parts.pop();
  return parts;
}

// app/docs-check/local/folder-docs-tree.ts
var MAX_WALKED_FILES = 2e5;
function folderDocsTree(root, files, docsRoot) {
  const sorted = [...files].sort();
  let realRoot;
  return {
    docsRoot,
    listFiles: () => sorted,
    read: async (file2) => {
      const full = path2.join(root, ...file2.split("/"));
      try {
        realRoot ??= realpath(root);
        const [stat2, real, inside] = await Promise.all([lstat(full), realpath(full), realRoot]);
        if (!stat2.isFile() || stat2.size > MAX_FILE_BYTES) return void 0;
        if (!real.startsWith(inside + path2.sep)) return void 0;
        return decodeText(await readFile(full));
      } catch {
        return void 0;
      }
    }
  };
}
async function workingTreeFiles(top) {
  const [listed, deleted] = await Promise.all([
    runGit(top, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]),
    runGit(top, ["ls-files", "-z", "--deleted"])
  ]);
  const gone = new Set(splitNul(deleted));
  return [...new Set(splitNul(listed))].filter((file2) => !gone.has(file2));
}
async function walkFolder(root) {
  const files = [];
  const pending = [""];
  for (let folder = pending.pop(); folder !== void 0; folder = pending.pop()) {
    const entries = await readdir(path2.join(root, ...folder.split("/")), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const file2 = folder === "" ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) pending.push(file2);
      else if (entry.isFile() || entry.isSymbolicLink()) files.push(file2);
      if (files.length > MAX_WALKED_FILES) {
        throw new Error(
          `${root} holds more than ${MAX_WALKED_FILES} files: check the docs folder itself`
        );
      }
    }
  }
  return files;
}

// app/docs-check/local/git-commit-tree.ts
import { spawn } from "node:child_process";
async function gitCommitTree(repository, commit, docsRoot) {
  const listing = await runGit(repository, ["ls-tree", "-r", "-z", "-l", "--full-tree", commit]);
  const blobs = /* @__PURE__ */ new Map();
  for (const entry of splitNul(listing)) {
    const tab = entry.indexOf("	");
    const [mode, type, oid, size] = entry.slice(0, tab).split(/ +/);
    if (type !== "blob" || oid === void 0) continue;
    blobs.set(entry.slice(tab + 1), {
      oid,
      size: Number(size),
      readable: mode === "100644" || mode === "100755"
    });
  }
  const reader = new BlobReader(repository);
  const paths = [...blobs.keys()].sort();
  return {
    docsRoot,
    listFiles: () => paths,
    read: async (path5) => {
      const blob = blobs.get(path5);
      if (!blob?.readable || blob.size > MAX_FILE_BYTES) return void 0;
      return decodeText(await reader.read(blob.oid));
    },
    close: () => reader.close()
  };
}
var BlobReader = class {
  constructor(repository) {
    this.repository = repository;
  }
  repository;
  process;
  waiting = [];
  buffered = Buffer.alloc(0);
  failure;
  read(oid) {
    if (this.failure) return Promise.reject(this.failure);
    const git = this.start();
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      git.stdin.write(`${oid}
`);
    });
  }
  close() {
    this.process?.stdin.end();
    this.process = void 0;
  }
  start() {
    if (this.process) return this.process;
    const git = spawn("git", ["cat-file", "--batch"], {
      cwd: this.repository,
      env: gitEnvironment()
    });
    git.stdout.on("data", (chunk) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.drain();
    });
    const fail = (error) => {
      this.failure = error;
      for (const waiter of this.waiting.splice(0)) waiter.reject(error);
    };
    git.on("error", (error) => fail(new GitError(`git cat-file failed: ${error.message}`)));
    git.on("exit", (code) => {
      if (this.waiting.length > 0) fail(new GitError(`git cat-file stopped (code ${code})`));
    });
    this.process = git;
    return git;
  }
  /** Answers every complete reply in the buffer: "<oid> blob <size>\n<content>\n". */
  drain() {
    for (; ; ) {
      const newline = this.buffered.indexOf(10);
      if (newline < 0) return;
      const header = this.buffered.subarray(0, newline).toString("utf8");
      const parts = header.split(" ");
      const waiter = this.waiting[0];
      if (parts[1] === "missing" || parts.length !== 3) {
        this.buffered = this.buffered.subarray(newline + 1);
        this.waiting.shift();
        waiter?.reject(new GitError(`git has no object ${parts[0]}`));
        continue;
      }
      const size = Number(parts[2]);
      const end = newline + 1 + size;
      if (this.buffered.length < end + 1) return;
      const content = Buffer.from(this.buffered.subarray(newline + 1, end));
      this.buffered = this.buffered.subarray(end + 1);
      this.waiting.shift();
      waiter?.resolve(content);
    }
  }
};

// app/docs-check/local/check-local-docs.ts
var LocalDocsCheckError = class extends Error {
  name = "LocalDocsCheckError";
};
async function checkLocalDocs(options) {
  const result = await checkOnDisk(options);
  if (!options.checkExternal) return result;
  const links = [];
  for (const file2 of result.changedPaths.filter((file3) => /\.mdx?$/i.test(file3))) {
    const text = await readFile2(path3.join(result.root, file2), "utf8").catch(() => void 0);
    if (text === void 0) continue;
    const page = await sharedPageParser().parse(text, {
      ...EMPTY_PAGE_OPTIONS,
      mdx: file2.toLowerCase().endsWith(".mdx")
    });
    for (const reference of page?.references ?? []) {
      if (reference.kind === "link" || reference.kind === "image") {
        links.push({ path: file2, line: reference.line, url: reference.url });
      }
    }
  }
  const { findings, ...external } = await checkExternalLinks(links, options.checkExternal);
  return {
    ...result,
    findings: [...result.findings, ...findings].sort(
      (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line
    ),
    external
  };
}
async function checkOnDisk(options) {
  const given = path3.resolve(options.cwd ?? process.cwd(), options.dir);
  const info = await stat(given).catch(() => void 0);
  if (!info?.isDirectory()) throw new LocalDocsCheckError(`${options.dir} is not a folder`);
  const dir = await realpath2(given);
  sharedPageParser().parse("", EMPTY_PAGE_OPTIONS).catch(() => void 0);
  const top = await gitTopLevel(dir);
  if (top === void 0) {
    if (options.base !== void 0) {
      throw new LocalDocsCheckError(
        `${options.dir} is not in a git repository: --base compares commits, run it in a clone`
      );
    }
    const files = await walkFolder(dir);
    const head2 = folderDocsTree(dir, files, "");
    const style = await styleOf(head2, "");
    const result = await checkWholeDocs({ base: memoryDocsTree({}), head: head2, style });
    return { ...result, root: dir, docsRoot: "", baseCommit: void 0, changedPaths: files };
  }
  const docsRoot = path3.relative(top, dir).split(path3.sep).join("/");
  const head = folderDocsTree(top, await workingTreeFiles(top), docsRoot);
  if (options.base === void 0) {
    const style = await styleOf(head, docsRoot);
    const result = await checkWholeDocs({ base: memoryDocsTree({}, docsRoot), head, style });
    const changedPaths2 = head.listFiles().filter((file2) => isUnder(docsRoot, file2));
    return { ...result, root: top, docsRoot, baseCommit: void 0, changedPaths: changedPaths2 };
  }
  const baseCommit = await mergeBase(top, options.base);
  const changedPaths = await changedSince(top, baseCommit);
  const base = await gitCommitTree(top, baseCommit, docsRoot);
  try {
    const style = await styleOf(base, docsRoot);
    const result = await checkDocsChange({ base, head, changedPaths, style });
    return { ...result, root: top, docsRoot, baseCommit, changedPaths };
  } finally {
    base.close();
  }
}
function styleOf(tree, docsRoot) {
  return loadStyleRules(
    { files: new Set(tree.listFiles()), text: (file2) => tree.read(file2) },
    docsRoot
  );
}
var EMPTY_PAGE_OPTIONS = {
  mdx: false,
  slugStyles: [],
  explicitHeadingIds: false,
  mkdocsBlocks: false,
  mdbookIncludes: false,
  htmlComments: false
};
async function gitTopLevel(dir) {
  try {
    const output2 = await runGit(dir, ["rev-parse", "--show-toplevel"]);
    return path3.resolve(output2.toString("utf8").trim());
  } catch (error) {
    if (error instanceof GitError && /not installed/.test(error.message)) throw error;
    return void 0;
  }
}
async function mergeBase(top, base) {
  if (base === "" || base.startsWith("-") || /[\0\n]/.test(base)) {
    throw new LocalDocsCheckError(`--base ${JSON.stringify(base)} is not a revision`);
  }
  let commit;
  try {
    commit = (await runGit(top, ["rev-parse", "--verify", "--end-of-options", `${base}^{commit}`])).toString("utf8").trim();
  } catch {
    throw new LocalDocsCheckError(
      `--base ${base} is not a commit of this repository (fetch it first, e.g. git fetch origin ${base})`
    );
  }
  try {
    const output2 = await runGit(top, ["merge-base", "--end-of-options", commit, "HEAD"]);
    return output2.toString("utf8").trim();
  } catch {
    return commit;
  }
}
async function changedSince(top, commit) {
  const [diff, added] = await Promise.all([
    runGit(top, ["diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", commit, "--"]),
    runGit(top, ["ls-files", "-z", "--others", "--exclude-standard"])
  ]);
  return [.../* @__PURE__ */ new Set([...splitNul(diff), ...splitNul(added)])];
}
function isUnder(folder, file2) {
  return folder === "" || file2.startsWith(`${folder}/`);
}

// shared/client/escape-html.ts
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// app/docs-check/local/docs-check-report.ts
function githubAnnotations(findings) {
  return findings.map((finding) => {
    const command = !("level" in finding) || finding.level === "error" ? "error" : finding.level === "warning" ? "warning" : "notice";
    return `::${command} file=${escapeProperty(finding.path)},line=${finding.line},title=${escapeProperty(
      `Inkwell docs check: ${finding.rule}`
    )}::${escapeData(finding.message)}`;
  }).join("\n");
}
function summaryLine(result, durationMs) {
  const pages = result.stats.head.pagesParsed + result.stats.base.pagesParsed;
  const files = new Set(result.findings.map((finding) => finding.path)).size;
  const what = result.baseCommit === void 0 ? "the whole site" : `the change since ${result.baseCommit.slice(0, 12)} (${plural(result.changedPaths.length, "file")} changed)`;
  const found = result.findings.length === 0 ? "no problems" : `${plural(result.findings.length, "problem")} in ${plural(files, "file")}`;
  const warned = result.warnings.length === 0 ? "" : `, ${plural(result.warnings.length, "style warning")}`;
  return `Checked ${what}: ${found}${warned} (${plural(pages, "page")} parsed, ${(durationMs / 1e3).toFixed(2)} s).`;
}
var MAX_SUMMARY_ROWS = 200;
function summaryHtml(result, durationMs) {
  const lines = [
    "<h2>Inkwell docs check</h2>",
    `<p>${escapeHtml(summaryLine(result, durationMs))}</p>`
  ];
  if (result.findings.length > 0) {
    const rows = result.findings.slice(0, MAX_SUMMARY_ROWS).map(
      (finding) => `<tr><td><code>${escapeHtml(finding.path)}:${finding.line}</code></td><td><code>${finding.rule}</code></td><td>${escapeHtml(finding.message)}</td></tr>`
    );
    lines.push(
      `<table><tr><th>Where</th><th>Rule</th><th>Problem</th></tr>${rows.join("")}</table>`
    );
    if (result.findings.length > MAX_SUMMARY_ROWS) {
      lines.push(
        `<p>… and ${result.findings.length - MAX_SUMMARY_ROWS} more, each annotated on its line.</p>`
      );
    }
  }
  return `${lines.join("\n")}
`;
}
function plural(count, noun) {
  return `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
}
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// app/docs-check/action/docs-check-action.ts
var COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
async function runDocsCheckAction(env) {
  const log = (line) => process.stdout.write(`${line}
`);
  const fail = (message) => {
    log(`::error::${message.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}`);
    return 1;
  };
  const workspace = env.GITHUB_WORKSPACE;
  if (!workspace) {
    return fail("GITHUB_WORKSPACE is not set: this action runs as a step of a GitHub Actions job");
  }
  const input = (name) => (env[`INPUT_${name.toUpperCase()}`] ?? "").trim();
  const failOnProblems = input("fail-on-problems") || "true";
  if (failOnProblems !== "true" && failOnProblems !== "false") {
    return fail(`Invalid inputs: fail-on-problems must be true or false, not "${failOnProblems}"`);
  }
  const checkExternal = input("check-external") || "false";
  if (checkExternal !== "true" && checkExternal !== "false") {
    return fail(`Invalid inputs: check-external must be true or false, not "${checkExternal}"`);
  }
  const dir = path4.resolve(workspace, input("path") || ".");
  const fromWorkspace = path4.relative(workspace, dir);
  if (fromWorkspace.startsWith("..") || path4.isAbsolute(fromWorkspace)) {
    return fail(`Invalid inputs: path must be a folder of the workspace, not ${input("path")}`);
  }
  let base;
  try {
    base = input("base") || await baseFromEvent(env.GITHUB_EVENT_PATH);
  } catch (error) {
    return fail(error.message);
  }
  const started = performance.now();
  let result;
  try {
    if (base !== void 0) await ensureCommit(dir, base);
    result = await checkLocalDocs({
      dir,
      base,
      checkExternal: checkExternal === "true" ? {} : void 0
    });
  } catch (error) {
    if (error instanceof LocalDocsCheckError || error instanceof GitError) {
      return fail(`Docs check: ${error.message}`);
    }
    throw error;
  }
  const durationMs = performance.now() - started;
  const root = result.root;
  result = {
    ...result,
    findings: result.findings.map((finding) => ({
      ...finding,
      path: path4.relative(workspace, path4.join(root, finding.path)).split(path4.sep).join("/")
    })),
    warnings: result.warnings.map((finding) => ({
      ...finding,
      path: path4.relative(workspace, path4.join(root, finding.path)).split(path4.sep).join("/")
    }))
  };
  if (result.findings.length > 0 || result.warnings.length > 0) {
    log(githubAnnotations([...result.findings, ...result.warnings]));
  }
  log(summaryLine(result, durationMs));
  if (env.GITHUB_STEP_SUMMARY) {
    await appendFile(env.GITHUB_STEP_SUMMARY, summaryHtml(result, durationMs));
  }
  if (env.GITHUB_OUTPUT) {
    const files = new Set(result.findings.map((finding) => finding.path)).size;
    await appendFile(
      env.GITHUB_OUTPUT,
      output("problems", String(result.findings.length)) + output("files", String(files)) + output("base", result.baseCommit ?? "")
    );
  }
  if (result.findings.length > 0 && failOnProblems === "true") {
    const count = result.findings.length;
    return fail(
      `The docs check found ${count === 1 ? "1 problem" : `${count} problems`} ${base === void 0 ? "in the site" : "the change introduced"}`
    );
  }
  return 0;
}
async function baseFromEvent(eventPath) {
  if (!eventPath) return void 0;
  let event;
  try {
    event = JSON.parse(await readFile3(eventPath, "utf8"));
  } catch (error) {
    throw new Error(`Could not read the event file ${eventPath}: ${error.message}`);
  }
  for (const candidate of [
    event.pull_request?.base?.sha,
    event.merge_group?.base_sha,
    event.before
  ]) {
    if (typeof candidate === "string" && COMMIT_ID.test(candidate) && !/^0+$/.test(candidate)) {
      return candidate;
    }
  }
  return void 0;
}
async function ensureCommit(dir, base) {
  const present = await runGit(dir, ["cat-file", "-e", "--end-of-options", `${base}^{commit}`]).then(() => true).catch(() => false);
  if (present || !COMMIT_ID.test(base)) return;
  try {
    await runGit(dir, ["fetch", "--no-tags", "--depth=1", "origin", base]);
  } catch (error) {
    throw new GitError(
      `the base commit ${base} is not in the checkout and could not be fetched (${error.message}); check out with fetch-depth: 0`
    );
  }
}
function output(name, value) {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  return `${name}<<${delimiter}
${value}
${delimiter}
`;
}

// app/docs-check/action/main.ts
process.exitCode = await runDocsCheckAction(process.env);
/*! Bundled license information:

smol-toml/dist/error.js:
smol-toml/dist/primitive.js:
smol-toml/dist/date.js:
smol-toml/dist/extract.js:
smol-toml/dist/util.js:
smol-toml/dist/struct.js:
smol-toml/dist/parse.js:
smol-toml/dist/stringify.js:
smol-toml/dist/index.js:
  (*!
   * Copyright (c) Squirrel Chat et al., All rights reserved.
   * SPDX-License-Identifier: BSD-3-Clause
   *
   * Redistribution and use in source and binary forms, with or without
   * modification, are permitted provided that the following conditions are met:
   *
   * 1. Redistributions of source code must retain the above copyright notice, this
   *    list of conditions and the following disclaimer.
   * 2. Redistributions in binary form must reproduce the above copyright notice,
   *    this list of conditions and the following disclaimer in the
   *    documentation and/or other materials provided with the distribution.
   * 3. Neither the name of the copyright holder nor the names of its contributors
   *    may be used to endorse or promote products derived from this software without
   *    specific prior written permission.
   *
   * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
   * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
   * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
   * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
   * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
   * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
   * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
   * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
   * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
   * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
   *)

re2js/build/index.js:
  (*!
  * re2js
  * RE2JS is the JavaScript port of RE2, a regular expression engine that provides linear time matching
  *
  * @version v2.10.0
  * @author Oleksii Vasyliev
  * @homepage https://github.com/le0pard/re2js#readme
  * @repository [object Object]
  * @license MIT
  *)
*/
